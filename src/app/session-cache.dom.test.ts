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

    const requests = recordRequests();
    const second = createQueryClient({ retry: false });
    (await restoreSessionCache(second))();
    const restored = second.getQueryState(siteQueries.contact().queryKey);
    expect(restored?.status).toBe('success');
    expect(restored?.isInvalidated).toBe(true);
    expect(second.getQueryState(articleQueries.popular().queryKey)).toBeUndefined();
    expect(requests.to('/contact')).toHaveLength(0);

    // In-app navigation would reuse it; a reload marks it stale, so the next read fetches again.
    await second.query(siteQueries.contact());
    expect(requests.to('/contact')).toHaveLength(1);
  });

  it('reuses session data without fetching again within the tab', async () => {
    const requests = recordRequests();
    const client = createQueryClient({ retry: false });
    await client.query(siteQueries.contact());
    await client.query(siteQueries.contact());
    expect(requests.to('/contact')).toHaveLength(1);
  });
});
