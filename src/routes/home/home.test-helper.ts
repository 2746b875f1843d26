import { vi } from 'vitest';
import { fakeMediaQueryList } from '@/test/media-query';

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

/** Reports `target` as scrolled into view to every observer watching it. */
export function intersect(observers: ReturnType<typeof stubIntersectionObserver>, target: Element) {
  for (const observer of observers) {
    if (!observer.targets.has(target)) continue;
    const entry = { isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry;
    observer.callback([entry], observer.self);
  }
}

/** matchMedia answering yes to prefers-reduced-motion. */
export function stubReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) =>
    fakeMediaQueryList(query, query.includes('prefers-reduced-motion: reduce')),
  );
}
