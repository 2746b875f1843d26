export function corsOriginCheck(origins?: string[]): (origin: string) => boolean;
export function demoMediaFile(pathname: string): string | null;
export function startDemoApi(options?: { port?: number; host?: string; origins?: string[] }): Promise<{ base: string; close: () => Promise<void> }>;
