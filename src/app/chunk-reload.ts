import { useEffect, useState } from 'react';
import type { createBrowserRouter } from 'react-router';
import { sessionStore } from '@/lib/session-store';
import { ModuleFileFetchError } from '@/lib/split-files';

// A tab opened before a deploy reloads the target once (a sessionStorage marker stops a loop), and only
// when the server says the chunk is gone; offline, the page stays and keeps what was typed.

const MARKER_KEY = 'rawatin:chunk-reload';
export const RELOAD_WINDOW_MS = 30_000;

// A failed dynamic import as Chromium, Firefox and Safari word it, and Vite's CSS preload.
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A failed dynamic import, or a split-off module's file that could not be fetched before it (src/lib/split-files.ts). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ModuleFileFetchError || (error instanceof Error && CHUNK_LOAD_ERROR.test(error.message));
}

export type ChunkVerdict = 'reload' | 'stay';

export interface ReloadEnv {
  /** Null where storage is blocked: nothing guards a loop, so no reload. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  /** Replaces the history entry: by then the router has pushed the target. */
  load: (url: string) => void;
  online: () => boolean;
  /** 'served' only for a success that is not the site's HTML (a server may send it for any missing path). */
  probe: (url: string) => Promise<'served' | 'missing'>;
  unsentInput: () => boolean;
  /** Probed when the error names no chunk (Safari's wording). */
  here: () => string;
}

export interface ChunkReloader {
  /** One reload per url within the window; true again within the page already reloading. */
  claim: (url: string) => boolean;
  reloadOnce: (url: string) => boolean;
  load: (url: string) => void;
  /** Decided once per failure (Vite's event and the error element ask about the same error). */
  decide: (error: unknown) => Promise<ChunkVerdict>;
}

const CHUNK_URL = /(?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s'"]+\.(?:m?js|css)\b/i;

export function failedChunkUrl(error: unknown, base: string): string | null {
  const found = error instanceof Error ? CHUNK_URL.exec(error.message) : null;
  if (!found) return null;
  try {
    return new URL(found[0], base).href;
  } catch {
    return null;
  }
}

export function createChunkReloader(env: ReloadEnv): ChunkReloader {
  let claimed = false;
  const verdicts = new WeakMap<object, Promise<ChunkVerdict>>();

  const judge = async (error: unknown): Promise<ChunkVerdict> => {
    // Read at once: by the time the probe answers, the screen holding the input may be gone.
    if (!env.online() || env.unsentInput()) return 'stay';
    const chunk = failedChunkUrl(error, env.here());
    try {
      // A reachable server: an error that names no chunk (Safari) counts as a deploy whatever the URL answers.
      const answer = await env.probe(chunk ?? env.here());
      return chunk !== null && answer === 'served' ? 'stay' : 'reload';
    } catch {
      return 'stay';
    }
  };

  const decide = (error: unknown) => {
    if (typeof error !== 'object' || error === null) return judge(error);
    let verdict = verdicts.get(error);
    if (!verdict) {
      verdict = judge(error);
      verdicts.set(error, verdict);
    }
    return verdict;
  };

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
    decide,
    load: env.load,
    reloadOnce: (url) => {
      if (!claim(url)) return false;
      env.load(url);
      return true;
    },
  };
}

const FIELDS = 'input, textarea, select';
const SKIPPED_INPUTS = new Set(['hidden', 'submit', 'reset', 'button', 'image']);
const touchedForms = new WeakSet<HTMLFormElement>();

function fieldHolds(field: Element, touched: boolean): boolean {
  if (field instanceof HTMLInputElement) {
    if (SKIPPED_INPUTS.has(field.type) || field.disabled) return false;
    if (field.type === 'file') return (field.files?.length ?? 0) > 0;
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked || (touched && field.checked);
    // React keeps a controlled field's default equal to its value: a touched form counts any
    // filled field; the default still tells what was typed before the app started.
    return field.value !== field.defaultValue || (touched && field.value !== '');
  }
  if (field instanceof HTMLTextAreaElement) return !field.disabled && (field.value !== field.defaultValue || (touched && field.value !== ''));
  if (field instanceof HTMLSelectElement) {
    if (field.disabled) return false;
    const options = Array.from(field.options);
    const first = options.findIndex((option) => option.defaultSelected);
    const initial = field.multiple ? -1 : Math.max(first, 0);
    return options.some((option, index) => option.selected !== (option.defaultSelected || index === initial));
  }
  return false;
}

/** A file dropped on a file box counts: it is kept beside its input, not in it. */
export function holdsUnsentInput(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll('form')).some((form) => {
    const touched = touchedForms.has(form);
    if (touched && form.querySelector('[data-filled="true"]')) return true;
    return Array.from(form.querySelectorAll(FIELDS)).some((field) => fieldHolds(field, touched));
  });
}

export function watchFormInput(target: Document = document): () => void {
  const touch = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    const form = element instanceof HTMLFormElement ? element : (element?.closest('form') ?? null);
    if (form) touchedForms.add(form);
  };
  const forget = (event: Event) => {
    if (event.target instanceof HTMLFormElement) touchedForms.delete(event.target);
  };
  const types = ['input', 'change', 'drop'] as const;
  for (const type of types) target.addEventListener(type, touch, true);
  target.addEventListener('reset', forget, true);
  return () => {
    for (const type of types) target.removeEventListener(type, touch, true);
    target.removeEventListener('reset', forget, true);
  };
}

export async function probeFile(url: string): Promise<'served' | 'missing'> {
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
  const html = (response.headers.get('content-type') ?? '').includes('text/html');
  return response.ok && !html ? 'served' : 'missing';
}

let browserReloader: ChunkReloader | null = null;
function reloader(): ChunkReloader {
  browserReloader ??= createChunkReloader({
    storage: sessionStore(),
    now: () => Date.now(),
    load: (url) => window.location.replace(url),
    online: () => navigator.onLine,
    probe: probeFile,
    unsentInput: () => holdsUnsentInput(document),
    here: () => window.location.href,
  });
  return browserReloader;
}

/** `vite:preloadError` is not cancelled: the error element still waits for the reload. */
export function reloadOnStaleChunks(target: () => string, chunkReloader = reloader()): () => void {
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!isChunkLoadError(error)) return;
    const url = target();
    void chunkReloader.decide(error).then((verdict) => {
      if (verdict === 'reload') chunkReloader.reloadOnce(url);
    });
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

export type ChunkFailureState = 'none' | 'deciding' | 'reloading' | 'offline';

/** The router has already moved to the target when it renders its error element; loading again is harmless. */
export function useChunkReload(error: unknown): ChunkFailureState {
  const chunkFailure = typeof window !== 'undefined' && isChunkLoadError(error);
  const [settled, setSettled] = useState<{ error: unknown; state: ChunkFailureState } | null>(null);
  useEffect(() => {
    if (!chunkFailure) return;
    let current = true;
    void reloader()
      .decide(error)
      .then((verdict) => {
        if (!current) return;
        const href = window.location.href;
        // A second claim within the same page (StrictMode runs effects twice) still answers true.
        const state = verdict === 'stay' ? 'offline' : reloader().claim(href) ? 'reloading' : 'none';
        setSettled({ error, state });
        if (state === 'reloading') reloader().load(href);
      });
    return () => void (current = false);
  }, [error, chunkFailure]);
  if (!chunkFailure) return 'none';
  // Until judged, nothing shows: the error screen never flashes before a reload.
  return settled && settled.error === error ? settled.state : 'deciding';
}

export function navigationTarget(router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'createHref'>): string {
  const next = router.state.navigation.location;
  return new URL(next ? router.createHref(next) : window.location.href, window.location.href).href;
}
