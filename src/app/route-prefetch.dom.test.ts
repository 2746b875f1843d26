import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRoutePrefetch } from './route-prefetch';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRoutePrefetch', () => {
  it("asks for a screen's code once however often its links show intent, and again after a failure", async () => {
    const Component = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(() => null);
    const loader = vi.fn(() => null);
    const start = createRoutePrefetch([{ children: [{ path: '/medical-device/:slug', loader, lazy: { Component } }] } satisfies RouteObject]);

    start('/medical-device/kursi-roda-standar');
    start('/medical-device/kursi-roda-standar');
    await settle();
    expect(Component).toHaveBeenCalledTimes(1);

    start('/medical-device/walker-lipat');
    start('/medical-device/walker-lipat');
    await settle();
    expect(Component).toHaveBeenCalledTimes(2);

    // Each time the loader runs with the path's params: its queries are joined or cached.
    expect(loader).toHaveBeenCalledTimes(4);
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ params: { slug: 'walker-lipat' } }));
  });
});
