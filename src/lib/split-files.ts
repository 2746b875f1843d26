// Split-off modules' files are fetched with fetch() before the module loader asks: a failed fetch
// is forgotten, a failed module fetch is not (docs/decisions/093-module-files-fetched-first.md).

export const SPLIT_FILES_ID = 'split-files';

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

/** Read once; without the build's list (dev server, tests) each module is imported at once. */
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

const arrived = new Map<string, Promise<void>>();

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

/** A file gone after a deploy is the import's to report; a file not fetched rejects with ModuleFileFetchError. */
export function importSplitOff<M>(source: string, importModule: () => Promise<M>): Promise<M> {
  const named = splitFiles().get(source);
  if (!named?.length) return importModule();
  return Promise.all(named.map(fetchFile)).then(importModule);
}

export function resetSplitFiles(): void {
  files = undefined;
  arrived.clear();
}
