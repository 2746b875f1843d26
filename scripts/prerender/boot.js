// Starts the site's entry module on a prerendered page, once the page has painted, and on the
// shell (200.html, every path the build did not prerender) at once.
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
// The page's own code (its screens and lazy parts, `data-page`) is fetched with the entry's, not
// evaluated: the app imports it before hydrating, and would otherwise ask for it only once the
// entry had run, a round trip more on a slow network (two where a lazy part waits for its screen).
// Until the app answers, clicks on controls and submits are held by the page's inline script
// (early-events.js, from the start of the page) and replayed once the app says it is interactive;
// a visitor who has already tapped (a first-input entry) starts the app at once. When the entry
// fails to load, this loader dispatches 'site:failed' (as the app does when it cannot start), and
// the inline script lets go. A file lost to the connection is asked for again (a browser keeps no
// failed fetch of a module), and the app then starts where it stopped: the stylesheet, then the
// scripts from the one that failed.
// The shell shows nothing until the app renders: there, a script lost on its way is told in #root
// with the app's own words for a lost connection, and the page reloads once the file answers
// again (see `reloadWhenBack`).
import { CONNECTION_LOST, ONLINE_RETRY_DELAYS_MS } from '../../src/lib/reconnect.ts';

(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry) return;
  const release = () => document.dispatchEvent(new Event('site:failed'));
  // A file lost on its way is asked for again as the app's own loads are (`tryAgainLater`,
  // src/lib/connection.ts), on the schedule of src/lib/reconnect.ts.
  /**
   * @param {number} tries  the tries made since the connection last returned
   * @param {(tries: number) => void} retry  given the count its own failure is to pass on
   */
  const tryAgainLater = (tries, retry) => {
    const delay = navigator.onLine ? ONLINE_RETRY_DELAYS_MS[tries] : undefined;
    if (delay !== undefined) setTimeout(() => retry(tries + 1), delay);
    else addEventListener('online', () => retry(0), { once: true });
  };
  const root = document.getElementById('root');
  // The shell: no content in #root, nothing to paint before the app does.
  const isShell = !root?.hasAttribute('data-prerendered');
  /**
   * On the shell, a script lost on its way: the page says so where the app would render, and
   * reloads once that script and those still to come answer again. A reload loses nothing there
   * (the app never started) and gets the files on any browser, where one that keeps a failed
   * module fetch would fail a script appended again at once. The files are fetched first, so that
   * a connection still down keeps the page and its message rather than giving the browser's error
   * page, and so that the reload takes them from the HTTP cache.
   * @param {string[]} hrefs  the script that failed, then the rest of the chain
   * @param {number} tries  the tries made since the connection last returned
   */
  const reloadWhenBack = (hrefs, tries) => {
    if (root && !root.firstChild) {
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.textContent = CONNECTION_LOST;
      message.style.cssText = 'margin:0;padding:2rem 1rem;font-family:system-ui,sans-serif;text-align:center';
      root.append(message);
    }
    tryAgainLater(tries, (next) =>
      Promise.all(hrefs.map((href) => fetch(href))).then(
        () => location.reload(),
        () => reloadWhenBack(hrefs, next),
      ),
    );
  };
  const list = (/** @type {string} */ name) => (script.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const preloads = list('data-preload');
  const pageModules = list('data-page');
  const stylesheets = list('data-stylesheet');
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, start, true);
    // BOOT_MARKS.loader (src/app/interactive.ts).
    performance.mark?.('site:loader');
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
    // The stylesheet's loads, a failed one's second try included: the scripts wait for them.
    /** @type {Promise<unknown>[]} */
    const styled = [];
    /**
     * @param {string} href
     * @param {number} [tries]
     */
    const stylesheet = (href, tries = 0) =>
      new Promise((resolve) => {
        const sheet = link('stylesheet', href);
        sheet.addEventListener('load', resolve, { once: true });
        sheet.addEventListener(
          'error',
          () => {
            resolve(undefined);
            tryAgainLater(tries, (next) => {
              sheet.remove();
              styled.push(stylesheet(href, next));
            });
          },
          { once: true },
        );
      });
    styled.push(...stylesheets.map((href) => stylesheet(href)));
    // The entry and the chunks it imports are fetched together, and the page's own code after them.
    const modules = [...preloads, entry];
    for (const href of [...modules, ...pageModules]) link('modulepreload', href);
    // Then evaluated one script at a time, each chunk after those it imports (the preloads'
    // order) and the entry last: each script evaluates in a task of its own, so no task
    // evaluates the whole code at once. A module evaluates once, so the entry then evaluates only
    // itself.
    /**
     * @param {string[]} hrefs
     * @param {number} [tries]  of the first one
     */
    const evaluate = ([href, ...rest], tries = 0) => {
      if (!href) return;
      const module = document.createElement('script');
      module.type = 'module';
      module.src = href;
      module.crossOrigin = '';
      if (rest.length) module.addEventListener('load', () => evaluate(rest), { once: true });
      // The app will not answer for now: its code did not load ('site:failed' from the app
      // itself, when it cannot start, reaches the inline script directly).
      module.addEventListener(
        'error',
        () => {
          release();
          if (isShell) {
            reloadWhenBack([href, ...rest], tries);
            return;
          }
          // After the stylesheet's own next try, which was planned first.
          tryAgainLater(tries, (next) => {
            module.remove();
            Promise.all(styled).then(() => evaluate([href, ...rest], next));
          });
        },
        { once: true },
      );
      document.body.append(module);
    };
    Promise.all(styled).then(() => evaluate(modules));
  };
  if (isShell) {
    start();
    return;
  }
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
  // The visitor has touched the page already (the inline script may hold that tap).
  if (performance.getEntriesByType?.('first-input').length) setTimeout(start, 0);
  Promise.all([loaded, painted]).then(() => setTimeout(start, 0));
  setTimeout(start, 4000);
})();
