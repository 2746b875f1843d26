// Renders the pages a few at a time and reports what was written and what was not.

// Rendering is mostly CPU: a few at once only overlaps the (demo) API's answers.
const CONCURRENCY = 4;

export async function renderAll(server, pages) {
  const results = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      const { path } = pages[index];
      try {
        results[index] = await server.renderPage(path);
      } catch (error) {
        results[index] = { path, ok: false, reason: `the render threw: ${error?.message ?? error}` };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pages.length) }, worker));
  return results;
}

export function printSummary(results, { siteUrl, outDir, seconds, csp }) {
  const written = results.filter((result) => result.ok);
  const skipped = results.filter((result) => !result.ok);
  console.log(`\nPrerendered ${written.length} of ${results.length} pages for ${siteUrl} into ${outDir}/ in ${seconds.toFixed(1)} s.`);
  if (skipped.length > 0) {
    console.log(`Skipped ${skipped.length} (served by the shell, 200.html):`);
    for (const { path, reason } of skipped) console.log(`  ${path}: ${reason}`);
  }
  console.log('Every other path (the forms, records published after this build, unknown paths) is served by 200.html.');
  console.log(`Content-Security-Policy (in every page's <meta>; send it as a header too, README "Serving dist/"):\n  ${csp}\n`);
}
