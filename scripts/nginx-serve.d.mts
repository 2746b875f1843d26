export interface NginxServeOptions {
  dir?: string;
  port?: number;
  csp: string;
  readme?: string;
}
export function documentedServer(markdown: string): string;
export function localServer(block: string, options: { port: number; root: string; csp: string }): string;
export function findNginx(): { bin: string; version: string; mimeTypes: string };
export function nginxConf(options: { prefix: string; server: string; mimeTypes: string }): string;
export function checkDocumentedServer(options?: { readme?: string }): { ok: boolean; version: string; output: string };
export function serveWithNginx(options: NginxServeOptions): Promise<{ origin: string; conf: string; close: () => Promise<void> }>;
