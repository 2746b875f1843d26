/** A module whose code is split off and loaded when first needed. */
export interface LazyModule<M> {
  /** Brings the module in: one download at a time, kept once it succeeds, forgotten when it fails. */
  load(): Promise<M>;
  /** The module, once `load()` has brought it in. */
  readonly current: M | undefined;
}

/**
 * The one way split-off code is loaded (a screen, a lazy part, Swiper): a failed download is not
 * kept, so the next visit, retry or the connection's return asks for it again.
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let current: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= importModule().then(
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
