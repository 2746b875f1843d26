import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRoutePrefetch } from './route-prefetch';
import { screen, withScreenCode } from './screen';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRoutePrefetch', () => {
  it("asks for a screen's code once however often its links show intent, and again after a failure", async () => {
    const importModule = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: () => null });
    const loader = vi.fn(() => null);
    const route = withScreenCode({ path: '/medical-device/:slug', loader, Component: screen('src/routes/test.route.tsx', importModule) });
    const start = createRoutePrefetch([{ children: [route] } satisfies RouteObject]);

    start('/medical-device/kursi-roda-standar');
    start('/medical-device/kursi-roda-standar');
    await settle();
    expect(importModule).toHaveBeenCalledTimes(1);

    start('/medical-device/walker-lipat');
    start('/medical-device/walker-lipat');
    start('/medical-device/walker-lipat');
    await settle();
    expect(importModule).toHaveBeenCalledTimes(2);

    // Each time the loader runs with the path's params: its queries are joined or cached.
    expect(loader).toHaveBeenCalledTimes(5);
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ params: { slug: 'walker-lipat' } }), undefined);
  });

  it('leaves other origins alone', async () => {
    const loader = vi.fn(() => null);
    const start = createRoutePrefetch([{ path: '/faq', loader }]);
    start('https://example.com/faq');
    await settle();
    expect(loader).not.toHaveBeenCalled();
  });
});
