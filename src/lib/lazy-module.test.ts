import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('downloads once while loading, keeps the module, and asks again only after a failure', async () => {
    const module = { default: 'swiper' };
    const importModule = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const code = lazyModule('src/ui/carousel-swiper.tsx', importModule);

    const [first, second] = [code.load(), code.load()];
    await expect(first).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(second).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(code.current).toBeUndefined();

    await expect(code.load()).resolves.toBe(module);
    expect(code.current).toBe(module);
    await code.load();
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
