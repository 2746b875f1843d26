// The build served by scripts/serve-dist.mjs behind a proxy that puts the probe (./probe.js, from
// the site's own origin) first in every HTML page's <head>; everything else passes through.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { builtCsp } from '../csp.mjs';
import { serveDist } from '../serve-dist.mjs';

export const PROBE_PATH = '/__engines/probe.js';
const PROBE = readFileSync(new URL('./probe.js', import.meta.url));
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

/** @param {string} html */
export function withProbe(html) {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('A page without <head>: the probe has nowhere to go');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${PROBE_TAG}${html.slice(at)}`;
}

/** Serves `dir` on `port` (0: a free one). Resolves with the site's origin and a close().
 * @param {{ dir?: string; port?: number; csp?: string }} [options] */
export async function serveWithProbe({ dir = 'dist', port = 0, csp } = {}) {
  const site = await serveDist({ dir, port: 0, csp: csp ?? builtCsp(dir) ?? '' });
  const upstream = new URL(site.origin);
  const proxy = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }).end(PROBE);
      return;
    }
    // Uncompressed from the server, so that an HTML page can be read and changed here.
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html') || req.method === 'HEAD') {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(withProbe(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) }).end(body);
      });
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await /** @type {Promise<void>} */ (
    new Promise((done, fail) => {
      proxy.once('error', fail);
      proxy.listen(port, '127.0.0.1', done);
    })
  );
  const address = /** @type {import('node:net').AddressInfo} */ (proxy.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((done) => proxy.close(done));
      await site.close();
    },
  };
}
