import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';

export const COUNT_UP_MS = 3000;

/** True once the element has been in the viewport; without IntersectionObserver, at once. */
export function useSeenOnce<T extends Element>(): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setSeen(true);
      watcher.disconnect();
    });
    watcher.observe(node);
    observer.current = watcher;
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, seen];
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/** Eased progress from 0 to 1 once `running`; 1 at once under reduced motion. */
export function useCountUpProgress(running: boolean, durationMs: number = COUNT_UP_MS): number {
  // Read after hydration (the server cannot know it): the prerendered figures start at zero.
  const instant = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running || instant) return;
    const start = performance.now();
    let cancel = () => {};
    const step = () => {
      const linear = Math.min(1, (performance.now() - start) / durationMs);
      setProgress(easeOutCubic(linear));
      if (linear < 1) cancel = nextFrame(step);
    };
    cancel = nextFrame(step);
    return () => cancel();
  }, [running, instant, durationMs]);
  if (instant) return 1;
  return running ? progress : 0;
}

/** The share of `target` reached at `progress`; exactly `target` at the end. */
export function countedValue(target: number, progress: number): number {
  return progress >= 1 ? target : Math.round(target * progress);
}
