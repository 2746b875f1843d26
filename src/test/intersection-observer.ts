import { vi } from 'vitest';

/** An IntersectionObserver whose callbacks a test fires with `intersect`. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }[] = [];
  class ControlledObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: new Set<Element>(), self: this as unknown as IntersectionObserver };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  return observers;
}

/** Reports `target` as scrolled into view (or out of it) to every observer watching it. */
export function intersect(observers: ReturnType<typeof stubIntersectionObserver>, target: Element, isIntersecting = true) {
  for (const observer of observers) {
    if (!observer.targets.has(target)) continue;
    const entry = { isIntersecting, target, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry;
    observer.callback([entry], observer.self);
  }
}
