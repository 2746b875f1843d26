// The part of jsdom the prerender uses (src/entry-server.tsx); the package ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
