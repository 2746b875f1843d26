// One small interface over Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK
// (WebKitWebDriver), with the engine's own input (a real click).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const VIEWPORT = { width: 375, height: 740 };
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
// MiniBrowser in full screen: its window will not shrink below 447 px otherwise.
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** @typedef {{ css: string } | { xpath: string }} Selector */

/** @typedef {object} Tab
 * @property {(url: string) => Promise<void>} goto  resolves once the document has loaded
 * @property {<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>} run
 * @property {<A extends unknown[]>(what: string, fn: (...args: A) => unknown, timeout: number, ...args: A) => Promise<void>} waitFor
 * @property {(selector: Selector) => Promise<void>} click
 * @property {(selector: Selector, text: string) => Promise<void>} type
 * @property {(selector: Selector, value: string) => Promise<void>} choose  picks the option of a <select>
 * @property {() => Promise<void>} close */

/** @typedef {object} Engine @property {string} name
 * @property {() => Promise<Tab>} newTab  a fresh tab at 375 × 740 (WebKit: its one window, cleared)
 * @property {() => Promise<void>} close */

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it gives something truthy.
 * @param {string} what  named in the error when it never does
 * @param {() => Promise<unknown>} check
 * @param {number} timeout */
async function poll(what, check, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The key of an element reference in WebDriver's answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** @param {Selector} selector */
const describe = (selector) => ('css' in selector ? selector.css : selector.xpath);

export async function firefox() {
  if (!existsSync(FIREFOX)) throw new Error(`No Firefox at ${FIREFOX} (apt-get install -y firefox-esr)`);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX, headless: true });
  /** @type {Engine} */
  const engine = {
    name: 'firefox',
    newTab: async () => {
      const page = await browser.newPage();
      await page.setViewport(VIEWPORT);
      /** @param {Selector} selector  waited for until visible, scrolled into view before input */
      const element = (selector) =>
        page.locator('css' in selector ? selector.css : `::-p-xpath(${selector.xpath})`).setTimeout(10_000);
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
        },
        run: (fn, ...args) => page.evaluate(/** @type {any} */ (fn), ...args),
        waitFor: async (what, fn, timeout, ...args) => {
          await page.waitForFunction(/** @type {any} */ (fn), { timeout, polling: 50 }, ...args).catch((error) => {
            throw new Error(`Timed out after ${timeout} ms waiting for ${what} (${error.message})`, { cause: error });
          });
        },
        click: (selector) => element(selector).click(),
        type: (selector, text) => element(selector).fill(text),
        choose: async (selector, value) => {
          await page.select('css' in selector ? selector.css : `::-p-xpath(${selector.xpath})`, value);
        },
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
  return engine;
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver under xvfb-run.
 * @param {{ port?: number }} [options]  the driver's port (0 or unset: a free one) */
export async function webkit({ port = Number(process.env.WEBKIT_DRIVER_PORT || 0) } = {}) {
  for (const file of [WEBKIT_DRIVER, MINIBROWSER, '/usr/bin/xvfb-run']) {
    if (!existsSync(file)) throw new Error(`No ${file} (apt-get install -y webkit2gtk-driver xvfb)`);
  }
  const driverPort = port || (await freePort());
  const driver = spawn('xvfb-run', ['-a', '-s', `-screen 0 ${VIEWPORT.width}x${VIEWPORT.height}x24`, WEBKIT_DRIVER, `--port=${driverPort}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let driverLog = '';
  driver.stderr.on('data', (chunk) => (driverLog = (driverLog + chunk).slice(-4000)));
  const base = `http://127.0.0.1:${driverPort}`;

  /** @param {string} method @param {string} path @param {unknown} [body] */
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = /** @type {{ value: any }} */ (await response.json());
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value?.error} ${answer.value?.message ?? ''}`);
    return answer.value;
  };
  const stopDriver = () => {
    // The whole group: xvfb-run, Xvfb, the driver and its browser.
    if (driver.pid && driver.exitCode === null) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
    }
  };

  // Its own process group (detached): stopped with the script, however the script ends.
  process.once('exit', stopDriver);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      stopDriver();
      process.exit(130);
    });
  }

  try {
    await poll('WebKitWebDriver to start', () => call('GET', '/status').then((status) => status?.ready, () => false), 20_000);
  } catch (error) {
    stopDriver();
    throw new Error(`${/** @type {Error} */ (error).message}\n${driverLog}`, { cause: error });
  }
  const { sessionId } = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      },
    },
  }).catch((error) => {
    stopDriver();
    throw error;
  });
  const session = `/session/${sessionId}`;
  await call('POST', `${session}/window/rect`, VIEWPORT);
  await call('POST', `${session}/timeouts`, { pageLoad: 30_000, script: 30_000, implicit: 0 });

  /** @param {Selector} selector */
  const find = async (selector) => {
    const by = 'css' in selector ? { using: 'css selector', value: selector.css } : { using: 'xpath', value: selector.xpath };
    /** @type {string | undefined} */
    let id;
    await poll(describe(selector), async () => {
      const found = await call('POST', `${session}/elements`, by);
      id = found[0]?.[ELEMENT];
      return id;
    }, 10_000);
    return /** @type {string} */ (id);
  };
  /** @type {Tab['run']} */
  const run = (fn, ...args) => call('POST', `${session}/execute/sync`, { script: `return (${fn.toString()}).apply(null, arguments);`, args });

  /** @type {Engine} */
  const engine = {
    name: 'webkit',
    newTab: async () => {
      // One window for the session: each page starts from a blank one (the origin keeps its storage).
      await call('POST', `${session}/url`, { url: 'about:blank' });
      return {
        goto: async (url) => {
          await call('POST', `${session}/url`, { url });
        },
        run,
        waitFor: (what, fn, timeout, ...args) => poll(what, () => run(fn, ...args), timeout),
        click: async (selector) => {
          const id = await find(selector);
          // Mid-viewport, as a visitor scrolls: WebDriver's own scroll leaves it under the floating buttons.
          await call('POST', `${session}/execute/sync`, {
            script: "arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' });",
            args: [{ [ELEMENT]: id }],
          });
          await call('POST', `${session}/element/${id}/click`, {}).catch((error) => {
            throw new Error(`${describe(selector)}: ${error.message}`, { cause: error });
          });
        },
        type: async (selector, text) => {
          await call('POST', `${session}/element/${await find(selector)}/value`, { text }).catch((error) => {
            throw new Error(`${describe(selector)}: ${error.message}`, { cause: error });
          });
        },
        // WebDriver's click on an <option> selects it, as a visitor's pick in the list does.
        choose: async (selector, value) => {
          const css = 'css' in selector ? selector.css : null;
          if (!css) throw new Error('choose takes a CSS selector');
          await call('POST', `${session}/element/${await find({ css: `${css} option[value="${value}"]` })}/click`, {});
        },
        close: async () => {},
      };
    },
    close: async () => {
      await call('DELETE', session).catch(() => {});
      stopDriver();
    },
  };
  return engine;
}
