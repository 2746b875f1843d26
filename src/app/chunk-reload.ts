import { useEffect, useMemo } from 'react';
import type { createBrowserRouter } from 'react-router';

/*
 * A tab opened before a deploy still runs the old build, whose lazy chunks are gone from the
 * server. A full page load of where the visitor was going fetches the new build. A marker in
 * sessionStorage allows that once per target: if the same reload happened moments ago, the
 * chunk is missing for another reason, and the error screen shows instead of a reload loop.
 */

const MARKER_KEY = 'rawatin:chunk-reload';
/** Long enough to cover a slow page load; short enough that a later deploy gets its reload. */
export const RELOAD_WINDOW_MS = 30_000;

// A failed dynamic import as Chromium, Firefox and Safari word it, and Vite's CSS preload.
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

export interface ReloadEnv {
  /** Null where storage is blocked: without a marker nothing guards a loop, so no reload. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  /** Replaces the history entry: by the time the load lands, the router has pushed the target. */
  load: (url: string) => void;
}

export interface ChunkReloader {
  /**
   * Takes the one reload to url, unless the same reload happened within the window: true if
   * the page may reload (also when asked again within the page that is already reloading).
   */
  claim: (url: string) => boolean;
  /** Claims and starts the reload; true if the page is reloading. */
  reloadOnce: (url: string) => boolean;
  load: (url: string) => void;
}

export function createChunkReloader(env: ReloadEnv): ChunkReloader {
  let claimed = false;

  const recentlyReloaded = (url: string): boolean => {
    try {
      const marker = JSON.parse(env.storage?.getItem(MARKER_KEY) ?? 'null') as { url?: unknown; at?: unknown } | null;
      if (marker?.url !== url || typeof marker.at !== 'number') return false;
      const age = env.now() - marker.at;
      return age >= 0 && age < RELOAD_WINDOW_MS;
    } catch {
      // An unreadable marker guards nothing; writing the new one decides.
      return false;
    }
  };

  const claim = (url: string) => {
    if (claimed) return true;
    if (!env.storage || recentlyReloaded(url)) return false;
    try {
      env.storage.setItem(MARKER_KEY, JSON.stringify({ url, at: env.now() }));
    } catch {
      return false;
    }
    claimed = true;
    return true;
  };

  return {
    claim,
    load: env.load,
    reloadOnce: (url) => {
      if (!claim(url)) return false;
      env.load(url);
      return true;
    },
  };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let browserReloader: ChunkReloader | null = null;
function reloader(): ChunkReloader {
  browserReloader ??= createChunkReloader({
    storage: sessionStore(),
    now: () => Date.now(),
    load: (url) => window.location.replace(url),
  });
  return browserReloader;
}

/**
 * Vite reports a lazy chunk (or its CSS) that failed to load with `vite:preloadError`.
 * `target` gives the URL being navigated to, else the current one. The event is not cancelled:
 * the failure still reaches the route's error element, which waits for the reload.
 */
export function reloadOnStaleChunks(target: () => string, chunkReloader = reloader()): () => void {
  const onPreloadError = (event: Event) => {
    if (isChunkLoadError((event as Event & { payload?: unknown }).payload)) chunkReloader.reloadOnce(target());
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

/**
 * For an error element: true while a chunk failure reloads the page (render no error then).
 * The router has already moved to the target URL when it renders its error element. Loading
 * again after the event did is harmless, and covers a router history push that cancelled it.
 */
export function useChunkReload(error: unknown): boolean {
  // Claimed while rendering, so the error screen never flashes before the reload; a second
  // claim within the same page (StrictMode renders twice) still answers true.
  const reloading = useMemo(
    () => typeof window !== 'undefined' && isChunkLoadError(error) && reloader().claim(window.location.href),
    [error],
  );
  useEffect(() => {
    if (reloading) reloader().load(window.location.href);
  }, [reloading]);
  return reloading;
}

/** The URL a navigation in progress is going to, else the current one. */
export function navigationTarget(router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'createHref'>): string {
  const next = router.state.navigation.location;
  return new URL(next ? router.createHref(next) : window.location.href, window.location.href).href;
}
