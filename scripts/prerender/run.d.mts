// Types of run.mjs for the TypeScript tests that import it.
export interface PrerenderLimits {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  pageTimeoutMs: number;
  deadlineMs: (pages: number) => number;
  maxFailedDetails: number;
}

export interface PageOutcome {
  path: string;
  ok: boolean;
  reason?: string;
  seo?: string;
}

export function prerender(options: {
  server: unknown;
  clientDir: string;
  outDir: string;
  siteUrl: string;
  csp: string;
  limits: PrerenderLimits;
  log?: (line: string) => void;
}): Promise<{ ok: true; outcomes: PageOutcome[] } | { ok: false; reason: string }>;
