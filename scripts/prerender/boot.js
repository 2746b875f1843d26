// Starts the entry after the load event or at the first interaction, whichever comes first (at
// once on the shell); retries lost files on the app's schedule. See docs/boot.md and
// docs/decisions/020-boot-trigger.md.
import { CONNECTION_LOST, ONLINE_RETRY_DELAYS_MS } from '../../src/lib/reconnect.ts';

(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry) return;
  const release = () => document.dispatchEvent(new Event('site:failed'));
  // Below the build's floor the app never starts (docs/decisions/022-engine-floor.md).
  if (!(typeof Object.hasOwn === 'function' && typeof Array.prototype.findLast === 'function' && 'adoptedStyleSheets' in Document.prototype)) {
    release();
    return;
  }
  /** @param {number} tries  the tries made since the connection last returned
   * @param {(tries: number) => void} retry  given the count its own failure is to pass on */
  const tryAgainLater = (tries, retry) => {
    const delay = navigator.onLine ? ONLINE_RETRY_DELAYS_MS[tries] : undefined;
    if (delay !== undefined) setTimeout(() => retry(tries + 1), delay);
    else addEventListener('online', () => retry(0), { once: true });
  };
  const root = document.getElementById('root');
  // The shell: no content in #root, nothing to paint before the app does.
  const isShell = !root?.hasAttribute('data-prerendered');
  /** On the shell, a lost script: the page says so and reloads once the files answer again (a
   * reload loses nothing there). Fetched first so a connection still down keeps the message.
   * @param {string[]} hrefs  the script that failed, then the rest of the chain
   * @param {number} tries  the tries made since the connection last returned */
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
    /** @param {string} rel @param {string} href */
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
    /** @param {string} href @param {number} [tries] */
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
    const modules = [...preloads, entry];
    for (const href of [...modules, ...pageModules]) link('modulepreload', href);
    // One script per task, each after those it imports, so no task evaluates the whole code.
    /** @param {string[]} hrefs @param {number} [tries]  of the first one */
    const evaluate = ([href, ...rest], tries = 0) => {
      if (!href) return;
      const module = document.createElement('script');
      module.type = 'module';
      module.src = href;
      module.crossOrigin = '';
      if (rest.length) module.addEventListener('load', () => evaluate(rest), { once: true });
      // The app will not answer for now: its code did not load.
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
