// Starts the site's entry module on a prerendered page, once the page has painted.
//
// Why not Vite's <script type="module"> in <head>: Lighthouse's simulated network counts every
// request that starts before the first paint, and the entry (with its preloads) is most of the
// page's weight, so a prerendered page scored nearly as late an LCP as the empty SPA shell. The
// HTML already shows the content and its links work as plain links, so the code waits for both
// the window's load event (the LCP image is in by then) and the first contentful paint as the
// browser reports it (a frame callback can run before its frame is on screen), or for the
// visitor's first interaction, whichever comes first; a slow image never holds it back more than
// a few seconds.
// The page inlines only the CSS its own markup uses: the whole stylesheet is loaded first, and
// the entry starts once it is in (or has failed), so everything the app renders is styled.
// Until the app answers, a click on a control (a button, a checkbox, a tab) or a form's submit
// would do nothing, or the browser's own thing: it is held here and replayed, in order and on
// the element the visitor touched, once the app says it is interactive (src/app/interactive.ts).
// Links are left alone: they work as plain links before the app runs.
// An external file, not an inline script: the site runs under `script-src 'self'`.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry) return;
  const release = holdEarlyEvents(document.getElementById('root'));
  const list = (/** @type {string} */ name) => (script.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const preloads = list('data-preload');
  const stylesheets = list('data-stylesheet');
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, start, true);
    /**
     * @param {string} rel
     * @param {string} href
     */
    const link = (rel, href) => {
      const element = document.createElement('link');
      element.rel = rel;
      element.href = href;
      element.crossOrigin = '';
      document.head.append(element);
      return element;
    };
    const styled = stylesheets.map(
      (href) =>
        new Promise((resolve) => {
          const sheet = link('stylesheet', href);
          sheet.addEventListener('load', resolve, { once: true });
          sheet.addEventListener('error', resolve, { once: true });
        }),
    );
    for (const href of preloads) link('modulepreload', href);
    // The entry's chunks (React DOM, the router, shared code) are evaluated one per task before
    // the entry itself, so the browser can handle input and paint between them: evaluated with
    // the entry, they made one long task on a slow phone. A chunk that fails to load is left to
    // the entry, which then fails the same way (the page stays plain links).
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    const evaluated = preloads.reduce(
      (previous, href) =>
        previous.then(() =>
          import(href)
            .catch(() => {})
            .then(nextTask),
        ),
      Promise.all(styled),
    );
    evaluated.then(() => {
      const module = document.createElement('script');
      module.type = 'module';
      module.src = entry;
      module.crossOrigin = '';
      // The app will not answer: the entry did not load, or it could not start.
      module.addEventListener('error', release, { once: true });
      document.addEventListener('site:failed', release, { once: true });
      document.body.append(module);
    });
  };
  /** @type {Promise<Event | void>} */
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', resolve, { once: true });
  });
  /** @type {Promise<number | void>} */
  const painted = new Promise((resolve) => {
    const fcp = 'first-contentful-paint';
    if (!(window.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')) {
      // Two frames: the first one has been presented once the second begins.
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName(fcp).length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

  for (const type of interactions) addEventListener(type, start, { capture: true, passive: true });
  Promise.all([loaded, painted]).then(() => setTimeout(start, 0));
  setTimeout(start, 4000);
})();

/**
 * Holds clicks on controls and submits inside `root` until the app dispatches 'site:interactive'
 * on the document, then replays each once, in the order they came. The element is found again
 * by its place under `root` when the app rendered it anew, and only if it still looks the same.
 * Returns what lets the page go when the app will never answer: clicks are no longer held, and
 * those held get the browser's own behaviour (a summary opens, a checkbox toggles); submits stay
 * held, since the form's own submission would put what was typed in the address, and nothing
 * could send it.
 * @param {HTMLElement | null} root
 * @returns {() => void}
 */
function holdEarlyEvents(root) {
  if (!root) return () => {};
  const CONTROL =
    'button, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]';
  /**
   * A click or submit held until the app answers, with what finds its element again.
   * @typedef {{ type: string; element: Element; path: number[]; looks: string; submitter: HTMLElement | null }} HeldEvent
   */
  /** @type {HeldEvent[]} */
  const held = [];

  const place = (/** @type {Element} */ element) => {
    /** @type {number[]} */
    const path = [];
    for (let /** @type {Element | null} */ node = element; node && node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    }
    return path;
  };
  // An element's textContent is never null (only a document's or a doctype's is).
  const look = (/** @type {Element} */ element) =>
    `${element.tagName} ${/** @type {string} */ (element.textContent).trim().replace(/\s+/g, ' ')}`;
  const find = (/** @type {HeldEvent} */ { element, path, looks }) => {
    if (element.isConnected) return element;
    /** @type {Element | undefined} */
    let node = root;
    for (const index of path) node = node?.children[index];
    return node && look(node) === looks ? node : null;
  };

  const hold = (/** @type {Event} */ event) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    /** @type {Element | null} */
    let element = event.target;
    if (event.type === 'click') {
      if (element.closest('a[href]')) return;
      element = element.closest(CONTROL);
      if (!element || !root.contains(element)) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    // Only a submit event has a submitter; a click has none.
    const { submitter } = /** @type {{ submitter?: HTMLElement | null }} */ (event);
    held.push({ type: event.type, element, path: place(element), looks: look(element), submitter: submitter ?? null });
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);

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
  document.addEventListener(
    'site:interactive',
    () => {
      if (settled) return;
      settled = true;
      removeEventListener('click', hold, true);
      removeEventListener('submit', hold, true);
      replay(() => true);
    },
    { once: true },
  );
  return () => {
    if (settled) return;
    settled = true;
    removeEventListener('click', hold, true);
    replay((event) => event.type === 'click');
  };
}
