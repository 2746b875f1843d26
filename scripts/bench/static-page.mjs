// The benchmark's baseline: the home page as plain HTML with its CSS inline and no script,
// from the same API answers.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const STATIC_PATH = '/bench-static/';

// The site's header and footer entries (src/app/layout/header-nav.tsx, footer.tsx).
/** @type {[label: string, href: string][]} */
const NAV = [
  ['Beranda', '/'],
  ['Layanan', '/service'],
  ['Alat Kesehatan', '/medical-device'],
  ['Promosi', '/promotion'],
  ['Tentang', '/about'],
  ['Kontak', '/contact'],
  ['Artikel', '/article'],
];
/** @type {[label: string, href: string][]} */
const EXPLORE = [
  ['Validasi Dokumen', '/validation-document'],
  ['Karir Rawatin', '/career'],
  ['Syarat & Ketentuan', '/terms-conditions'],
  ['Kerja Sama', '/partner'],
  ['FAQ', '/faq'],
];

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// The pattern matches only the characters ENTITIES names.
const escape = (/** @type {unknown} */ text) => String(text ?? '').replace(/[&<>"']/g, (c) => /** @type {string} */ (ENTITIES[c]));
const links = (/** @type {[label: string, href: string][]} */ entries) => entries.map(([label, href]) => `<li><a href="${href}">${escape(label)}</a></li>`).join('');

const CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;line-height:1.5}
header{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;padding:.75rem 1rem;border-bottom:1px solid #e2e8f0}
header strong{font-size:1.25rem;color:#0f766e}nav ul{display:flex;gap:1rem;margin:0;padding:0;list-style:none;overflow-x:auto}
a{color:#0f766e}.hero{position:relative;background:#134e4a;color:#fff}.hero img{display:block;width:100%;height:auto;aspect-ratio:1440/600;object-fit:cover}
.caption{padding:1rem 1rem 2rem}.caption h2{margin:0 0 .5rem;font-size:1.5rem}.cta{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#15803d;color:#fff;text-decoration:none}
main p{max-width:60rem;margin:1.5rem auto;padding:0 1rem}footer{margin-top:2rem;padding:2rem 1rem;background:#0f172a;color:#e2e8f0}
footer a{color:#99f6e4}footer ul{list-style:none;padding:0}footer h2{font-size:1rem}`;

/** The API's JSON answer, unchecked: the page reads it as an array or `{ data }`, whichever came.
 * @param {string} apiBase
 * @param {string} path */
async function getJson(apiBase, path) {
  const response = await fetch(`${apiBase}${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** @param {string} outDir @param {string} apiBase */
export async function writeStaticPage(outDir, apiBase) {
  const [banners, contact, branches] = await Promise.all([
    getJson(apiBase, '/banners'),
    getJson(apiBase, '/contact'),
    getJson(apiBase, '/branch'),
  ]);
  const banner = (Array.isArray(banners) ? banners : banners.data)?.[0] ?? {};
  const branchList = Array.isArray(branches) ? branches : (branches.data ?? []);
  const contacts = Object.values(contact.data ?? contact).filter((entry) => entry?.title);
  const html = `<!doctype html>
<html lang="id"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rawatin - Layanan Kesehatan Homecare yang Datang ke Rumah Anda</title>
<meta name="description" content="Layanan kesehatan homecare membantu perawatan dan pemulihan tanpa perlu antre di rumah sakit atau klinik.">
<style>${CSS}</style></head>
<body><header><strong>Rawatin</strong><nav aria-label="Menu utama"><ul>${links(NAV)}</ul></nav></header>
<main><section class="hero"><h1 class="caption">Rawatin: layanan kesehatan homecare yang datang ke rumah Anda</h1>
<img src="${escape(banner.path_banner)}" width="1440" height="600" alt="" fetchpriority="high">
<div class="caption"><h2>${escape(banner.title)}</h2><p>${escape(banner.sub_title)}</p>
<a class="cta" href="https://wa.me/6281100000000">Hubungi Kami</a></div></section>
<p>Layanan kesehatan homecare membantu perawatan dan pemulihan tanpa perlu antre di rumah sakit atau klinik.</p></main>
<footer><h2>Kontak</h2><ul>${contacts.map((entry) => `<li>${escape(entry.title)}</li>`).join('')}</ul>
<h2>Cabang</h2><ul>${branchList.map((/** @type {{ title?: string; address?: string }} */ branch) => `<li><strong>${escape(branch.title)}</strong><br>${escape(branch.address)}</li>`).join('')}</ul>
<h2>Jelajah Rawatin</h2><ul>${links(EXPLORE)}</ul><p>© ${new Date().getFullYear()} Rawatin</p></footer>
</body></html>
`;
  const dir = join(outDir, STATIC_PATH);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), html);
}
