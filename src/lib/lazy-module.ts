import { importSplitOff } from './split-files';

export interface LazyModule<M> {
  /** Brings the module in: one download at a time, kept once it succeeds, forgotten when it fails. */
  load(): Promise<M>;
  readonly current: M | undefined;
}

/** The one way split-off code loads: a failed download is forgotten (docs/decisions/093-module-files-fetched-first.md).
 * @param source  the path `importModule` imports, from the project's root ('src/ui/carousel-swiper.tsx')
 */
export function lazyModule<M>(source: string, importModule: () => Promise<M>): LazyModule<M> {
  let current: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= importSplitOff(source, importModule).then(
        (module) => (current = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}
