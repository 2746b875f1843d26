import { importSplitOff } from './split-files';

/** A module whose code is split off and loaded when first needed. */
export interface LazyModule<M> {
  /** Brings the module in: one download at a time, kept once it succeeds, forgotten when it fails. */
  load(): Promise<M>;
  /** The module, once `load()` has brought it in. */
  readonly current: M | undefined;
}

/**
 * The one way split-off code is loaded (a screen, a lazy part, Swiper): a failed download is not
 * kept, so the next visit, retry or the connection's return asks for it again. Its files are
 * fetched before it is imported (`importSplitOff`): a browser that keeps a failed import as
 * failed then never sees one fail for want of a connection.
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
