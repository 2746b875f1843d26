// Starts the site's entry module on a prerendered page, once the page has painted.
//
// Why not Vite's <script type="module"> in <head>: Lighthouse's simulated network counts every
// request that starts before the first paint, and the entry (with its preloads) is most of the
// page's weight, so a prerendered page scored nearly as late an LCP as the empty SPA shell. The
// HTML already shows the content and its links work as plain links, so the code waits for the
// window's load event (the LCP image is in by then) or the visitor's first interaction,
// whichever comes first; a slow image never holds it back more than a few seconds.
// An external file, not an inline script: the site runs under `script-src 'self'`.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const preloads = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) removeEventListener(type, start, true);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    module.crossOrigin = '';
    document.body.append(module);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

  for (const type of interactions) addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 4000);
})();
