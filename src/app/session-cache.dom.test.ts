import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { siteQueries } from '@/api/site/site.queries';
import { articleQueries } from '@/api/articles/articles.queries';
import { recordRequests } from '@/test/requests';
import { createQueryClient } from './query-client';
import { restoreSessionCache } from './session-cache';

describe('the session cache', () => {
  it('keeps the allowlisted queries in sessionStorage and restores them as stale data', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = createQueryClient({ retry: false });
    const unsubscribe = await restoreSessionCache(first);
    await first.query(siteQueries.contact());
    await first.query(articleQueries.popular());
    // The persister saves on cache changes; let it write.
    await vi.advanceTimersByTimeAsync(1500);
    unsubscribe();
    vi.useRealTimers();

    const stored = window.sessionStorage.getItem('rawatin-session-cache') ?? '';
    expect(stored).toContain('"contact"');
    expect(stored).not.toContain('"popular"');

    // A reload: the page's modules start again.
    vi.resetModules();
    const reloaded = {
      ...(await import('@/api/site/site.queries')),
      ...(await import('@/api/articles/articles.queries')),
      ...(await import('./query-client')),
      ...(await import('./session-cache')),
    };
    const requests = recordRequests();
    const second = reloaded.createQueryClient({ retry: false });
    (await reloaded.restoreSessionCache(second))();
    const restored = second.getQueryState(reloaded.siteQueries.contact().queryKey);
    expect(restored?.status).toBe('success');
    expect(second.getQueryState(reloaded.articleQueries.popular().queryKey)).toBeUndefined();
    expect(requests.to('/contact')).toHaveLength(0);

    // In-app navigation would reuse it; after a reload it is stale, so the next read fetches again.
    await second.query(reloaded.siteQueries.contact());
    expect(requests.to('/contact')).toHaveLength(1);
  });

  it('lets the page start where the browser blocks storage (reading sessionStorage throws)', async () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const queryClient = createQueryClient();
    const stop = await restoreSessionCache(queryClient);
    expect(blocked).toHaveBeenCalled();
    stop();
    blocked.mockRestore();
  });

  it('writes a burst of changes at most twice, at once and a second later, and at once when the page is left', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const client = createQueryClient({ retry: false });
    const contact = await client.query(siteQueries.contact());
    vi.useFakeTimers();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const unsubscribe = await restoreSessionCache(client, storage);
    for (const name of ['a', 'b', 'c']) client.setQueryData(['site', name], name);
    client.setQueryData(siteQueries.contact().queryKey, { ...contact, call_center: { title: '0800', link: 'tel:0800' } });
    await vi.advanceTimersByTimeAsync(900);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(storage.getItem('rawatin-session-cache')).not.toContain('tel:0800');
    await vi.advanceTimersByTimeAsync(200);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(storage.getItem('rawatin-session-cache')).toContain('tel:0800');

    client.setQueryData(siteQueries.contact().queryKey, { ...contact, email: { title: 'baru@rawatin.co.id', link: 'mailto:baru@rawatin.co.id' } });
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await Promise.resolve();
    await Promise.resolve();
    expect(storage.getItem('rawatin-session-cache')).toContain('baru@rawatin.co.id');
    unsubscribe();
    vi.useRealTimers();
  });

  it('never stores a write: what a visitor sends stays out of storage, even when it waits for the connection', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const client = createQueryClient({ retry: false });
    const unsubscribe = await restoreSessionCache(client, storage);
    onlineManager.setOnline(false);
    const mutation = client.getMutationCache().build(client, { mutationKey: ['reservation'], mutationFn: () => Promise.resolve(1), networkMode: 'online' });
    void mutation.execute({ complaint: 'sesak napas sejak kemarin' });
    await client.query(siteQueries.contact());
    unsubscribe();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(storage.getItem('rawatin-session-cache')).toContain('"contact"'));
    expect(storage.getItem('rawatin-session-cache')).not.toContain('sesak napas');
  });

  it('reuses session data without fetching again within the tab', async () => {
    const requests = recordRequests();
    const client = createQueryClient({ retry: false });
    await client.query(siteQueries.contact());
    await client.query(siteQueries.contact());
    expect(requests.to('/contact')).toHaveLength(1);
  });
});
