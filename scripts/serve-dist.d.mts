export interface ServeDistOptions {
  dir?: string;
  port?: number;
  host?: string;
  csp?: string;
}
export function resolveFile(root: string, pathname: string): { file: string; fallback: boolean } | null;
export function serveDist(options?: ServeDistOptions): Promise<{ origin: string; close: () => Promise<void> }>;
