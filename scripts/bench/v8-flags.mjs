// V8's flags for the benchmarks' Chromium: no parsing again for DevTools' stack traces, which
// no visitor's browser spends (docs/benchmarks.md); and a probe of their effect.
import { chromium } from '@playwright/test';

/** The flags, as Chromium's --js-flags takes them. */
export const V8_FLAGS = '--no-enable-lazy-source-positions';

/** Chromium's own flag that passes them on. */
export const JS_FLAGS = `--js-flags=${V8_FLAGS}`;

/** How often V8 parsed again for source positions on a probe page: 0 when it keeps them.
 * @param {import('@playwright/test').Browser} browser
 * @returns {Promise<number>} */
export async function reparsesForStacks(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A function with some code around the Error, as a bundled package has it.
    const filler = Array.from({ length: 200 }, (_, index) => `function f${index}(a) { return a * ${index} + 1; }`).join('\n');
    const html = `<!doctype html><title>probe</title><script>(function () {\n${filler}\nwindow.probe = Error('probe');\n})();</script>`;
    await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile'] });
    await page.goto(`data:text/html,${encodeURIComponent(html)}`);
    /** @type {{ traceEvents: { name: string }[] }} */
    const trace = JSON.parse((await browser.stopTracing()).toString());
    // A trace without V8's compile events (a category renamed) could not show a look-up either.
    if (!trace.traceEvents.some((event) => event.name === 'V8.ParseProgram')) {
      throw new Error("the probe page's trace holds no V8 compile events: it cannot tell whether Chromium parses again");
    }
    return trace.traceEvents.filter((event) => event.name === 'V8.CollectSourcePositions').length;
  } finally {
    await context.close();
  }
}

/** Throws unless `browser` keeps source positions from the first compile.
 * @param {import('@playwright/test').Browser} browser */
export async function requireNoReparse(browser) {
  const reparsed = await reparsesForStacks(browser);
  if (reparsed > 0) {
    throw new Error(
      `Chromium still parses scripts again for DevTools' stack traces (${reparsed} source position look-up(s) on a probe ` +
        `page despite ${JS_FLAGS}): the figures would carry a cost no visitor pays, so nothing is measured`,
    );
  }
}

/** requireNoReparse() for a Chromium another program drives (Lighthouse). @param {string} executablePath */
export async function requireNoReparseIn(executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', JS_FLAGS] });
  try {
    await requireNoReparse(browser);
  } finally {
    await browser.close();
  }
}
