// Holds the visitor's clicks on controls and submits on a prerendered page from the moment its
// <head> is parsed, until the app answers. Inlined into every prerendered page right after the
// Content-Security-Policy <meta> (scripts/prerender/html.mjs), whose script-src allows exactly
// this text by its hash (scripts/csp.mjs): a page painted before its last bytes arrive (a slow
// network) or before the deferred boot loader has run shows buttons that would otherwise ignore
// a tap. The page holds it minified (inline-script.mjs).
//
// A click on a control (a button, a checkbox, a tab; links are left alone, they work as plain
// links) or a submit inside #root is stopped and noted: the element, its child-index path under
// #root, its tag and text. On 'site:interactive' (dispatched on the document by the app once
// hydrated, src/app/interactive.ts) each is replayed once, in order: on the element if still
// connected, else on the one at the same path that still looks the same; a submit through
// requestSubmit() (with its submitter), a click through click().
// If the app will not answer ('site:failed', dispatched by the boot loader or the app; or the
// boot loader's own file failing to load), clicks are no longer held and those held get the
// browser's own effect (a checkbox toggles); submits stay held, since the form's own submission
// would put what was typed in the address, and nothing could send it. The boot loader's file is
// asked for again as the loader asks for the app's (boot.js: after 1, 2 and 4 s while the browser
// says it is online, otherwise once the connection returns); should the app answer after all, it
// gets the submits from then on, and none held before (they are never sent later on their own).
import { ONLINE_RETRY_DELAYS_MS } from '../../src/lib/reconnect.ts';

(() => {
  const CONTROL =
    'button, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]';
  /** @typedef {{ type: string; element: Element; path: number[]; looks: string; submitter: HTMLElement | null }} HeldEvent */
  /** @type {HeldEvent[]} */
  const held = [];
  const root = () => document.getElementById('root');
  const place = (/** @type {Element} */ element, /** @type {Element} */ top) => {
    /** @type {number[]} */
    const path = [];
    for (let /** @type {Element | null} */ node = element; node && node !== top; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    }
    return path;
  };
  // An element's textContent is never null (only a document's or a doctype's is).
  const look = (/** @type {Element} */ element) =>
    `${element.tagName} ${/** @type {string} */ (element.textContent).trim().replace(/\s+/g, ' ')}`;
  const find = (/** @type {HeldEvent} */ { element, path, looks }) => {
    if (element.isConnected) return element;
    /** @type {Element | null | undefined} */
    let node = root();
    for (const index of path) node = node?.children[index];
    return node && look(node) === looks ? node : null;
  };
  const hold = (/** @type {Event} */ event) => {
    const top = root();
    if (!top || !(event.target instanceof Element) || !top.contains(event.target)) return;
    /** @type {Element | null} */
    let element = event.target;
    if (event.type === 'click') {
      if (element.closest('a[href]')) return;
      element = element.closest(CONTROL);
      if (!element || !top.contains(element)) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    // Only a submit event has a submitter; a click has none.
    const { submitter } = /** @type {{ submitter?: HTMLElement | null }} */ (event);
    held.push({ type: event.type, element, path: place(element, top), looks: look(element), submitter: submitter ?? null });
  };
  /** @param {(event: HeldEvent) => boolean} replayed */
  const replay = (replayed) => {
    for (const event of held.splice(0)) {
      if (!replayed(event)) continue;
      const element = find(event);
      if (!element) continue;
      // A submit event's target is a form, and the element found again looks the same (a form).
      if (event.type === 'submit') /** @type {HTMLFormElement} */ (element).requestSubmit(event.submitter?.isConnected ? event.submitter : undefined);
      else if (element instanceof HTMLElement) element.click();
      else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    }
  };
  let settled = false;
  const answered = () => {
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    if (settled) {
      held.length = 0;
      return;
    }
    settled = true;
    replay(() => true);
  };
  const failed = () => {
    if (settled) return;
    settled = true;
    removeEventListener('click', hold, true);
    replay((event) => event.type === 'click');
  };
  // The boot loader's <script> (the one with data-entry) failing to load: nothing will answer
  // until a copy of it loads. Asked for again on the loader's schedule (boot.js).
  let bootTries = 0;
  const bootLost = (/** @type {Event} */ event) => {
    const script = event.target;
    if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-entry')) return;
    failed();
    const again = () => {
      const copy = document.createElement('script');
      for (const { name, value } of Array.from(script.attributes)) copy.setAttribute(name, value);
      script.replaceWith(copy);
    };
    const delay = navigator.onLine ? ONLINE_RETRY_DELAYS_MS[bootTries] : undefined;
    if (delay !== undefined) {
      bootTries += 1;
      setTimeout(again, delay);
    } else {
      addEventListener(
        'online',
        () => {
          bootTries = 0;
          again();
        },
        { once: true },
      );
    }
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('error', bootLost, true);
  document.addEventListener('site:interactive', answered, { once: true });
  document.addEventListener('site:failed', failed, { once: true });
})();
