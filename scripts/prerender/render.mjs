// Renders a few pages at a time and writes each as soon as it is rendered; a page past its
// limit is abandoned, and past the deadline no page is started.

export const CONCURRENCY = 4;

/**
 * @typedef {import('../../src/entry-server').RenderedPage} RenderedPage
 * @typedef {Extract<RenderedPage, { ok: true }>} WrittenPage
 * @typedef {{ path: string, ok: false, reason: string }} PageFailure
 * @typedef {{ path: string, ok: true, seo: WrittenPage['seo'], sections?: string[] } | PageFailure} PageOutcome
 * @typedef {import('../../src/entry-server').PageEntry} PageEntry
 */

/** @param {{ path: string }[]} pages @param {object} options
 * @param {(path: string, signal: AbortSignal) => Promise<RenderedPage>} options.render
 * @param {(page: WrittenPage) => Promise<void>} options.write
 * @param {number} options.pageTimeoutMs  how long one page may take
 * @param {number} options.deadlineMs     how long the whole prerender may take
 * @param {number} [options.concurrency]  how many pages render at once
 * @returns {Promise<PageOutcome[]>} what became of each page, in the list's order (no markup is kept) */
export async function renderAll(pages, { render, write, pageTimeoutMs, deadlineMs, concurrency = CONCURRENCY }) {
  /** @type {PageOutcome[]} */
  const outcomes = new Array(pages.length);
  // One deadline timer rather than a clock read per page: Node times timers from the loop's
  // cached time, so a clock read could let a page start after the deadline fired.
  const deadline = new AbortController();
  const deadlineTimer = setTimeout(() => deadline.abort(), deadlineMs);
  let next = 0;

  /** @param {string} path @returns {Promise<PageOutcome>} */
  const one = async (path) => {
    if (deadline.signal.aborted) return { path, ok: false, reason: `not rendered: the prerender's deadline (${seconds(deadlineMs)}) had passed` };
    const controller = new AbortController();
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @type {() => void} */
    let atDeadline = () => undefined;
    const stopWatching = () => {
      clearTimeout(timer);
      deadline.signal.removeEventListener('abort', atDeadline);
    };
    /** @type {Promise<PageFailure>} */
    const abandoned = new Promise((resolve) => {
      /** @param {string} why */
      const abandon = (why) => {
        stopWatching();
        // Settled first, so a render that answers its abort at once cannot replace this reason.
        resolve({ path, ok: false, reason: `abandoned: still rendering at ${why}` });
        controller.abort();
      };
      timer = setTimeout(() => abandon(`the page's time limit (${seconds(pageTimeoutMs)})`), pageTimeoutMs);
      atDeadline = () => abandon(`the prerender's deadline (${seconds(deadlineMs)})`);
      deadline.signal.addEventListener('abort', atDeadline, { once: true });
    });
    try {
      const result = await Promise.race([render(path, controller.signal), abandoned]);
      stopWatching();
      if (!result.ok) return { path, ok: false, reason: result.reason };
      await write(result);
      return result.sections?.length ? { path, ok: true, seo: result.seo, sections: result.sections } : { path, ok: true, seo: result.seo };
    } catch (error) {
      return { path, ok: false, reason: firstLine(error) };
    } finally {
      stopWatching();
    }
  };

  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      outcomes[index] = await one(/** @type {{ path: string }} */ (pages[index]).path);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
  } finally {
    clearTimeout(deadlineTimer);
  }
  return outcomes;
}

/** @param {unknown} error */
export function firstLine(error) {
  const message = /** @type {{ message?: string } | null | undefined} */ (error)?.message;
  return message?.split('\n')[0] ?? String(error);
}

/** @param {number} ms */
export function seconds(ms) {
  return ms >= 1000 ? `${+(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

/** The one line that says why the site may not be published (a page that must exist failed, or
 * more than `maxFailedDetails` of the details), or null.
 * @param {PageEntry[]} pages
 * @param {PageOutcome[]} outcomes
 * @param {{ maxFailedDetails: number }} options
 * @returns {string | null} */
export function publishVerdict(pages, outcomes, { maxFailedDetails }) {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const isDetail = new Map(pages.map((page) => [page.path, page.detail === true]));
  const required = failed.filter((outcome) => !isDetail.get(outcome.path));
  const [first] = required;
  if (first) {
    const more = required.length > 1 ? ` and ${required.length - 1} more page(s) that must exist` : '';
    return `${first.path} could not be prerendered (${first.reason})${more}`;
  }
  const details = pages.filter((page) => page.detail === true).length;
  const failedDetails = failed.length;
  if (details > 0 && failedDetails / details > maxFailedDetails) {
    return `${failedDetails} of ${details} detail pages could not be prerendered, more than the ${+(maxFailedDetails * 100).toFixed(2)}% allowed (PRERENDER_MAX_FAILED_DETAILS)`;
  }
  return null;
}

/** @param {PageOutcome[]} outcomes @param {object} options
 * @param {string[]} options.notes  the records and lists passed over
 * @param {string} options.siteUrl
 * @param {string} options.outDir
 * @param {number} options.seconds
 * @param {string} options.csp
 * @param {boolean} options.published  whether the site was swapped into outDir
 * @returns {string[]} */
export function summaryLines(outcomes, { notes, siteUrl, outDir, seconds: took, csp, published }) {
  const written = outcomes.filter((outcome) => outcome.ok);
  const skipped = outcomes.filter((outcome) => !outcome.ok);
  const noRecord = written.filter((outcome) => outcome.seo === 'no record').length;
  const seoFailed = written.filter((outcome) => outcome.seo === 'failed').length;
  const seoNotAsked = written.filter((outcome) => outcome.seo === 'not asked').length;
  const lines = [
    published
      ? `Prerendered ${written.length} of ${outcomes.length} pages for ${siteUrl} into ${outDir}/ in ${took.toFixed(1)} s.`
      : `Rendered ${written.length} of ${outcomes.length} pages for ${siteUrl} in ${took.toFixed(1)} s; nothing was published.`,
  ];
  if (noRecord + seoFailed + seoNotAsked > 0) {
    lines.push(
      `Head from the record itself or the defaults on ${noRecord + seoFailed + seoNotAsked} page(s): ${noRecord} with no /seo record, ${seoFailed + seoNotAsked} where /seo failed.`,
    );
  }
  if (seoNotAsked > 0) {
    lines.push(`/seo stopped answering during the build: ${seoNotAsked} of those page(s) did not ask it, or stopped waiting for it.`);
  }
  const sections = emptySections(outcomes);
  if (sections.length > 0) {
    lines.push(`Sections left empty in the HTML (a call failed; the browser asks again): ${sections.map(({ name, pages }) => `${name} on ${pages} page(s)`).join(', ')}.`);
  }
  if (skipped.length > 0) {
    lines.push(`Skipped ${skipped.length} (served by the shell, 200.html):`);
    for (const { path, reason } of skipped) lines.push(`  ${path}: ${reason}`);
  }
  if (notes.length > 0) {
    lines.push(`Passed over ${notes.length}:`);
    for (const note of notes) lines.push(`  ${note}`);
  }
  if (published) {
    lines.push('Every other path (records published after this build, unknown paths) is served by 200.html.');
    lines.push(`Content-Security-Policy (in every page's <meta>; sent as a header from the build's _headers.nginx and _headers, docs/serving.md):\n  ${csp}`);
  }
  return lines;
}

/** @param {PageOutcome[]} outcomes @returns {{ name: string, pages: number }[]} */
export function emptySections(outcomes) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const outcome of outcomes) {
    if (!outcome.ok) continue;
    for (const name of outcome.sections ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, pages]) => ({ name, pages }));
}
