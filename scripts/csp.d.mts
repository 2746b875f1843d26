export interface CspOptions {
  apiBaseUrl?: string;
  siteUrl?: string;
  mediaOrigins?: string | string[];
  videoUrl?: string;
  metaPixel?: boolean | string;
}
export function originOf(value: string | null | undefined, name?: string): string | null;
export function parseOrigins(list: string | string[] | null | undefined, name?: string): string[];
export function buildCsp(options?: CspOptions): string;
export function cspOptionsFromEnv(env: Record<string, string | undefined>): CspOptions;
export function cspFromEnv(env: Record<string, string | undefined>): string;
