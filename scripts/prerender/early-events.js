// Holds clicks, submits and a sending Enter on a prerendered page until the app answers, then
// replays them in order; if it never will, they get the browser's own effect and a form never
// sends. Inlined and allowed by its hash (scripts/csp.mjs). See docs/decisions/021-early-events.md.
import { APP_MARK } from '../../src/lib/app-mark.ts';
import { ONLINE_RETRY_DELAYS_MS } from '../../src/lib/reconnect.ts';

(() => {
  document.documentElement.setAttribute(APP_MARK, '');
  const CONTROL =
    'button, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]';
  const SENDS_ON_ENTER = 'textarea[enterkeyhint="send"]';
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
  const look = (/** @type {Element} */ element) =>
    `${element.tagName} ${/** @type {string} */ (element.textContent).trim().replace(/\s+/g, ' ')}`;
  const find = (/** @type {HeldEvent} */ { element, path, looks }) => {
    if (element.isConnected) return element;
    /** @type {Element | null | undefined} */
    let node = root();
    for (const index of path) node = node?.children[index];
    return node && look(node) === looks ? node : null;
  };
  const sendsOnEnter = (/** @type {Event} */ event) =>
    event instanceof KeyboardEvent &&
    event.key === 'Enter' &&
    !event.shiftKey &&
    !event.isComposing &&
    event.target instanceof Element &&
    event.target.matches(SENDS_ON_ENTER);
  const hold = (/** @type {Event} */ event) => {
    const top = root();
    if (!top || !(event.target instanceof Element) || !top.contains(event.target)) return;
    /** @type {Element | null} */
    let element = event.target;
    if (event.type === 'keydown' && !sendsOnEnter(event)) return;
    if (event.type === 'click') {
      if (element.closest('a[href]')) return;
      element = element.closest(CONTROL);
      if (!element || !top.contains(element)) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const { submitter } = /** @type {{ submitter?: HTMLElement | null }} */ (event);
    held.push({ type: event.type, element, path: place(element, top), looks: look(element), submitter: submitter ?? null });
  };
  /** A form's notice, when its action names one ('#id'): shown by :target, the values kept. */
  const notice = (/** @type {HTMLFormElement} */ form) => {
    const action = form.getAttribute('action') ?? '';
    return action.startsWith('#') && action.length > 1 ? action : null;
  };
  // Once the app will not answer: a form with a notice shows it rather than submitting.
  const unsent = (/** @type {Event} */ event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root()?.contains(form)) return;
    const hash = notice(form);
    if (!hash) return;
    event.preventDefault();
    if (location.hash === hash) document.querySelector(hash)?.scrollIntoView();
    else location.hash = hash;
  };
  const dispatch = (/** @type {HeldEvent} */ event, /** @type {boolean} */ answered) => {
    const element = find(event);
    if (!element) return;
    // A held submit's target is a form, and the element found again looks the same (a form).
    if (event.type === 'submit') /** @type {HTMLFormElement} */ (element).requestSubmit(event.submitter?.isConnected ? event.submitter : undefined);
    else if (event.type === 'keydown') {
      if (answered) element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
      else /** @type {HTMLTextAreaElement} */ (element).form?.requestSubmit();
    } else if (element instanceof HTMLElement) element.click();
    else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  };
  /** @param {boolean} answered */
  const replay = (answered) => {
    const next = held.shift();
    if (!next) return;
    dispatch(next, answered);
    setTimeout(() => replay(answered), 0);
  };
  const TYPES = ['click', 'submit', 'keydown'];
  const stopHolding = () => {
    for (const type of TYPES) removeEventListener(type, hold, true);
  };
  let settled = false;
  const answered = () => {
    stopHolding();
    removeEventListener('submit', unsent, true);
    if (settled) {
      held.length = 0;
      return;
    }
    settled = true;
    replay(true);
  };
  const failed = () => {
    if (settled) return;
    settled = true;
    document.documentElement.removeAttribute(APP_MARK);
    stopHolding();
    addEventListener('submit', unsent, true);
    replay(false);
  };
  // The loader's own file failing to load: asked for again on the loader's schedule (boot.js).
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
  // The boot loader starts the app at once on a first interaction, also one made before it ran.
  const EARLY_INTERACTION_MARK = 'site:early-interaction';
  const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  const interacted = () => {
    for (const type of INTERACTIONS) removeEventListener(type, interacted, true);
    performance.mark?.(EARLY_INTERACTION_MARK);
  };
  for (const type of INTERACTIONS) addEventListener(type, interacted, { capture: true, passive: true });
  for (const type of TYPES) addEventListener(type, hold, true);
  addEventListener('error', bootLost, true);
  document.addEventListener('site:interactive', answered, { once: true });
  document.addEventListener('site:failed', failed, { once: true });
})();
