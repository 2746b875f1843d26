// The pages the engine suite and benchmark visit: every top-level route, one prerendered record
// of each kind, and a path no build prerenders (the host answers it with the shell, 200.html).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const TOP_LEVEL = [
  '/',
  '/service',
  '/medical-device',
  '/promotion',
  '/about',
  '/contact',
  '/article',
  '/career',
  '/validation-document',
  '/partner',
  '/terms-conditions',
  '/faq',
  '/privacy-policy-mobile',
  '/reservation',
];
/** The kinds of record page (the first path segment of a record's URL). */
export const RECORD_KINDS = ['service', 'medical-device', 'promotion', 'article', 'career', 'applicant'];
/** A path no build prerenders. */
export const UNKNOWN = '/halaman-yang-tidak-ada';

/** The first record of a kind the build prerendered. @param {string} dist @param {string} kind */
export function firstRecordPath(dist, kind) {
  const dir = join(dist, kind);
  const slug = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
        .map((entry) => entry.name)
        .sort()[0]
    : undefined;
  if (!slug) throw new Error(`The build in ${dist} prerenders no ${kind} record (${kind}/<slug>/index.html)`);
  return `/${kind}/${slug}`;
}

/** @param {string} dist */
export const allRoutes = (dist) => [...TOP_LEVEL, ...RECORD_KINDS.map((kind) => firstRecordPath(dist, kind)), UNKNOWN];
