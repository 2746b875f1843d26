/**
 * The files of the site's split-off modules, fetched with fetch() before the module loader is
 * asked for them: many browsers keep a failed module fetch failed for the page's life, a failed
 * fetch() is forgotten, so a file lost to the connection loads on the next try
 * (docs/decisions/093-module-files-fetched-first.md). The build names each module's files as JSON
 * (`SPLIT_FILES_ID`); without it (dev server, tests) a module is imported at once.
 */

/** The id of the `<script type="application/json">` that names each split-off module's files. */
export const SPLIT_FILES_ID = 'split-files';

/** A split-off module's file that could not be fetched: the connection, not the server. */
export class ModuleFileFetchError extends TypeError {
  readonly url: string;

  constructor(url: string, options?: ErrorOptions) {
    // Names the file as a browser's failed import does, for what judges a failed chunk.
    super(`Failed to fetch the module file ${url}`, options);
    this.name = 'ModuleFileFetchError';
    this.url = url;
  }
}

let files: ReadonlyMap<string, readonly string[]> | undefined;

/** Each split-off module's files, by the module's path from the project's root; read once, from a page that names them. */
function splitFiles(): ReadonlyMap<string, readonly string[]> {
  if (files) return files;
  const found = new Map<string, readonly string[]>();
  const text = typeof document === 'undefined' ? null : document.getElementById(SPLIT_FILES_ID)?.textContent;
  if (!text) return found;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      for (const [source, list] of Object.entries(parsed)) {
        if (Array.isArray(list) && list.every((file) => typeof file === 'string')) found.set(source, list as string[]);
      }
    }
  } catch {
    // Unreadable: each module is imported at once, as without the list.
  }
  files = found;
  return files;
}

/** The files in (fetched, whatever the server answered), or on their way. */
const arrived = new Map<string, Promise<void>>();

/**
 * Whether the browser's module loader has been asked for the file already (the page's boot loader
 * preloads its files, scripts/prerender/boot.js; Vite preloads an import's files as it imports
 * them): its module is the loader's, in or failed, and fetching the file first would change nothing.
 */
function preloaded(url: string): boolean {
  const href = new URL(url, document.baseURI).href;
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).some((link) => link.href === href);
}

function fetchFile(url: string): Promise<void> {
  let pending = arrived.get(url);
  if (!pending && preloaded(url)) arrived.set(url, (pending = Promise.resolve()));
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      .then(
        () => undefined,
        (error: unknown) => {
          arrived.delete(url);
          throw new ModuleFileFetchError(url, { cause: error });
        },
      );
    arrived.set(url, pending);
  }
  return pending;
}

/**
 * Imports the split-off module at `source` (its path from the project's root, as the client
 * build's manifest names it) once its files are in, each fetched once for the page's life,
 * whatever the server answered (a file gone after a deploy is the import's to report); rejects
 * with a ModuleFileFetchError, without importing, when one could not be fetched. A module the
 * page does not name is imported at once.
 */
export function importSplitOff<M>(source: string, importModule: () => Promise<M>): Promise<M> {
  const named = splitFiles().get(source);
  if (!named?.length) return importModule();
  return Promise.all(named.map(fetchFile)).then(importModule);
}

/** Forgets what was read and fetched: for tests. */
export function resetSplitFiles(): void {
  files = undefined;
  arrived.clear();
}
