// Put first in every page's <head> (./serve.mjs), since WebDriver reports no console message and
// WebKitWebDriver cannot run a script before the page's own: records errors, console.error/warn,
// 'site:interactive' and every non-GET request into window.__engines, changing nothing the page
// does. See docs/browser-tests.md.
(() => {
  /** @type {string[]} */
  const errors = [];
  /** @type {{ method: string; url: string; body: string | null }[]} */
  const sends = [];
  const textOf = (/** @type {unknown} */ body) => (typeof body === 'string' ? body : null);
  const state = { errors, sends, interactiveAt: /** @type {number | null} */ (null) };
  Object.defineProperty(window, '__engines', { value: state });

  const text = (/** @type {unknown} */ value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value);

  addEventListener('error', (/** @type {Event} */ event) => {
    // A resource that failed to load arrives in the capture phase as a plain Event.
    if (event instanceof ErrorEvent) errors.push(`uncaught: ${text(event.error ?? event.message)}`);
    else if (event.target instanceof Element) {
      const target = event.target;
      errors.push(`failed to load: <${target.localName}> ${target.getAttribute('src') ?? target.getAttribute('href') ?? ''}`);
    }
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${text(event.reason)}`));
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    const original = console[level];
    console[level] = (...args) => {
      errors.push(`console.${level}: ${args.map(text).join(' ')}`);
      original.apply(console, args);
    };
  }

  document.addEventListener('site:interactive', () => {
    state.interactiveAt ??= performance.now();
  });

  const absolute = (/** @type {string | URL} */ url) => new URL(String(url), location.href).href;
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      const sent = { method, url: absolute(input instanceof Request ? input.url : input), body: textOf(init?.body) };
      sends.push(sent);
      // A Request's body is read from a copy, so the page's own stays unread.
      if (input instanceof Request && init?.body === undefined) {
        input.clone().text().then((text) => (sent.body = text), () => {});
      }
    }
    return originalFetch.call(this, input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  /** @type {WeakMap<XMLHttpRequest, { method: string; url: string }>} */
  const opened = new WeakMap();
  XMLHttpRequest.prototype.open = function (/** @type {string} */ method, /** @type {string | URL} */ url, /** @type {any[]} */ ...rest) {
    opened.set(this, { method: method.toUpperCase(), url: absolute(url) });
    // @ts-expect-error the overloads' optional arguments, passed on as given
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (/** @type {Document | XMLHttpRequestBodyInit | null | undefined} */ body) {
    const request = opened.get(this);
    if (request && request.method !== 'GET' && request.method !== 'HEAD') sends.push({ ...request, body: textOf(body) });
    return send.call(this, body);
  };
})();
