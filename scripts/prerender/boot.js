// Starts the site's entry module: on a prerendered page a task after the window's load event, or
// at once on the visitor's first interaction, whichever comes first; on the shell (200.html) at
// once. Every engine gives both triggers (docs/decisions/020-boot-trigger.md). It records which
// one started the app in the 'site:loader' mark's detail.
// The stylesheet is loaded first, then the entry and its chunks and the page's own code are
// fetched together and evaluated one script at a time, each after those it imports.
// Until the app answers, the page's inline script (early-events.js) holds taps and submits.
// Below the build's floor the app is not started at all.
// When the code cannot load, this loader dispatches 'site:failed' and asks for the file again on
// the app's retry schedule; the shell tells of the lost connection in #root and reloads once the
// files answer again (see `reloadWhenBack`).
import { CONNECTION_LOST, ONLINE_RETRY_DELAYS_MS } from '../../src/lib/reconnect.ts';

(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry) return;
  const release = () => document.dispatchEvent(new Event('site:failed'));
  // The build's floor ("browserslist" in package.json): an engine without these lacks what the
  // app's code uses, class static blocks among it, which no script can test for without eval
  // (docs/decisions/022-engine-floor.md). There the app never starts: the page stays as built.
  if (!(typeof Object.hasOwn === 'function' && typeof Array.prototype.findLast === 'function' && 'adoptedStyleSheets' in Document.prototype)) {
    release();
    return;
  }
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
  // EARLY_INTERACTION_MARK in early-events.js.
  const EARLY_INTERACTION_MARK = 'site:early-interaction';
  const interacted = () => start('interaction');
  let started = false;
  /** @param {'load' | 'interaction' | 'shell'} trigger  what started the app (the mark's detail) */
  const start = (trigger) => {
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, interacted, true);
    // BOOT_MARKS.loader (src/app/interactive.ts); browser tests read its trigger.
    performance.mark?.('site:loader', { detail: { trigger } });
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
    start('shell');
    return;
  }
  for (const type of interactions) addEventListener(type, interacted, { capture: true, passive: true });
  // The visitor touched the page before this script ran (early-events.js marks it).
  if (performance.getEntriesByName?.(EARLY_INTERACTION_MARK).length) setTimeout(interacted, 0);
  // A task after the load event, so that the event's own listeners run first.
  if (document.readyState === 'complete') setTimeout(() => start('load'), 0);
  else addEventListener('load', () => setTimeout(() => start('load'), 0), { once: true });
})();
