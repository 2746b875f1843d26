import { dehydrate, hashKey, InfiniteQueryObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEO_NOT_FOUND, seoPages } from '@mocks/data/seo';
import { holdInherited, INHERITED_AT, shortLived } from '@/api/query-meta';
import { siteQueries } from '@/api/site/site.queries';
import { adoptSiteUrl, siteUrl } from '@/lib/config';
import { adoptRenderClock } from '@/lib/render-clock';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';
import { adoptPrerenderState, discardPrerender, readPrerenderState, refreshWhenIdle } from './hydrate';
import { createQueryClient } from './query-client';
import { PRERENDER_STATE_ID, serializePrerenderState, type PrerenderState } from './prerender-state';

const STATE: PrerenderState = {
  path: '/article',
  renderedAt: Date.UTC(2026, 0, 1),
  siteUrl: 'https://www.example.co.id',
  router: { loaderData: { '0-0-8': null }, actionData: null, errors: null },
  queries: { mutations: [], queries: [] },
};

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRERENDER_STATE_ID;
  script.textContent = text;
  document.body.append(script);
}

function at(url: string) {
  const { pathname, search, hash } = new URL(url, 'https://www.example.co.id');
  const replaceState = vi.fn();
  return { win: { location: { pathname, search, hash }, history: { state: null, replaceState } } as unknown as Window, replaceState };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/**
 * The idle refresh restores the session cache, whose persister stays subscribed to the client
 * and writes on the page's `pagehide`: the client is emptied and its last write made now, so no
 * write of this test lands in a later one (test files share one module graph and window).
 */
function leavePage(queryClient: QueryClient) {
  queryClient.clear();
  window.dispatchEvent(new PageTransitionEvent('pagehide'));
}

describe('the state of a prerendered page', () => {
  it('is read on the path it was rendered for, whatever else the search carries', () => {
    embed(serializePrerenderState(STATE));
    expect(readPrerenderState(document, at('/article').win)).toEqual(STATE);
    expect(readPrerenderState(document, at('/article?fbclid=x#top').win)).toEqual(STATE);
    // Another list's choice: the articles show as the build rendered them.
    expect(readPrerenderState(document, at('/article?category=2&placement=Bandung').win)).toEqual(STATE);
  });

  it('is ignored on the shell, on another path, and with a list choice or a page count in the search', () => {
    expect(readPrerenderState(document, at('/article').win)).toBeNull();
    embed(serializePrerenderState(STATE));
    expect(readPrerenderState(document, at('/article/x').win)).toBeNull();
    expect(readPrerenderState(document, at('/article?search=lansia').win)).toBeNull();
    // More pages than the build rendered: hydrating the file's one page would not match.
    expect(readPrerenderState(document, at('/article?page=2').win)).toBeNull();
  });

  it('drops a trailing slash from the address, keeping the search and hash', () => {
    embed(serializePrerenderState(STATE));
    const { win, replaceState } = at('/article/?fbclid=x#top');
    expect(readPrerenderState(document, win)).toEqual(STATE);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/article?fbclid=x#top');
  });

  it('is ignored, and logged, when it cannot be read', () => {
    const logged = expectConsoleError('[prerender] unreadable state');
    embed('{"path":');
    expect(readPrerenderState(document, at('/article').win)).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('is embedded as JSON that no value can break out of', () => {
    const hostile = { ...STATE, siteUrl: '</script><script>alert(1)</script>\u2028' };
    const text = serializePrerenderState(hostile);
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('a prerendered file that boots fresh', () => {
  it("drops #root's mark and turns the build's head tags into defaults", () => {
    document.head.innerHTML = '<title data-prerendered>Artikel</title><meta data-prerendered name="description" content="x"><meta charset="UTF-8">';
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '');
    discardPrerender(root);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(document.head.querySelectorAll('[data-default-head]')).toHaveLength(2);
    expect(document.head.querySelector('meta[charset]')!.hasAttribute('data-default-head')).toBe(false);
  });
});

/** A prerendered page's #root, with the browser idle at once. */
function prerenderedRoot() {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '');
  document.body.append(root);
  return root;
}

describe('the refresh of prerendered data once the page is idle', () => {
  it('marks every seeded query stale, fetches again only those on screen, then drops the mark', async () => {
    const root = prerenderedRoot();
    const queryClient = createQueryClient();
    const fetched: string[] = [];
    const options = (name: string) => ({
      queryKey: [name],
      queryFn: () => {
        fetched.push(name);
        return `${name} fresh`;
      },
      ...shortLived,
    });
    // Seeded as adoptPrerenderState seeds: inherited data, held fresh while the page hydrates.
    holdInherited(true);
    for (const name of ['shown', 'also-shown', 'hidden']) queryClient.setQueryData([name], `${name} built`, { updatedAt: INHERITED_AT });
    const seeded = new Set(['shown', 'also-shown', 'hidden'].map((name) => hashKey([name])));
    const observers = ['shown', 'also-shown'].map((name) => new QueryObserver(queryClient, options(name)));
    const unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
    expect(fetched).toEqual([]);

    refreshWhenIdle(queryClient, seeded);
    await vi.waitFor(() => expect(root.hasAttribute('data-prerendered')).toBe(false));

    expect(fetched.sort()).toEqual(['also-shown', 'shown']);
    expect(queryClient.getQueryData(['shown'])).toBe('shown fresh');
    expect(queryClient.getQueryData(['hidden'])).toBe('hidden built');
    // Stale: the next screen to show it fetches it again.
    await queryClient.query(options('hidden'));
    expect(fetched).toContain('hidden');
    for (const stop of unsubscribe) stop();
    leavePage(queryClient);
  });
});

describe('a seeded query fetched again before the page is idle', () => {
  it('is live already: the idle refresh does not ask for it again', async () => {
    const root = prerenderedRoot();
    const queryClient = createQueryClient();
    const fetched: string[] = [];
    queryClient.setQueryData(['list'], 'built');
    const stop = new QueryObserver(queryClient, {
      queryKey: ['list'],
      queryFn: () => {
        fetched.push('list');
        return 'fresh';
      },
      staleTime: 60_000,
    }).subscribe(() => undefined);

    refreshWhenIdle(queryClient, new Set([hashKey(['list'])]));
    // A replayed tap loads more before the page is idle.
    queryClient.setQueryData(['list'], 'more', { updatedAt: Date.now() + 1000 });
    await vi.waitFor(() => expect(root.hasAttribute('data-prerendered')).toBe(false));

    expect(fetched).toEqual([]);
    expect(queryClient.getQueryData(['list'])).toBe('more');
    stop();
    leavePage(queryClient);
  });
});

describe("a seeded list whose next page arrives after the page has turned idle, before the list's turn", () => {
  it('is live already: neither page is asked for again', async () => {
    const root = prerenderedRoot();
    const queryClient = createQueryClient();
    const fetched: number[] = [];
    let releasePage2 = () => {};
    const list = {
      queryKey: ['list'],
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        fetched.push(pageParam);
        if (pageParam === 2) await new Promise<void>((resolve) => (releasePage2 = resolve));
        return { page: pageParam };
      },
      initialPageParam: 1,
      getNextPageParam: (last: { page: number }) => (last.page < 3 ? last.page + 1 : undefined),
      staleTime: 60_000,
    };
    queryClient.setQueryData(['list'], { pages: [{ page: 1 }], pageParams: [1] });
    const observer = new InfiniteQueryObserver(queryClient, list);
    const stop = observer.subscribe(() => undefined);
    // Page 2 lands while the idle refresh restores the session cache, its first step.
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      releasePage2();
      return getItem.call(this, key);
    });

    refreshWhenIdle(queryClient, new Set([hashKey(['list'])]));
    // A replayed tap on 'Lihat Lainnya'.
    const more = observer.fetchNextPage();
    await vi.waitFor(() => expect(root.hasAttribute('data-prerendered')).toBe(false));
    await more;

    expect(fetched).toEqual([2]);
    expect(queryClient.getQueryData(['list'])).toEqual({ pages: [{ page: 1 }, { page: 2 }], pageParams: [1, 2] });
    stop();
    leavePage(queryClient);
  });
});

describe('the refresh of a prerendered paged list once the page is idle', () => {
  it('fetches again, in place, every page the list holds, as the query library refetches an infinite query', async () => {
    const root = prerenderedRoot();
    const queryClient = createQueryClient();
    const fetched: number[] = [];
    const list = {
      queryKey: ['list'],
      queryFn: ({ pageParam }: { pageParam: number }) => {
        fetched.push(pageParam);
        return { page: pageParam, fresh: true };
      },
      initialPageParam: 1,
      getNextPageParam: (last: { page: number }) => (last.page < 2 ? last.page + 1 : undefined),
      staleTime: 60_000,
    };
    queryClient.setQueryData(['list'], { pages: [{ page: 1 }, { page: 2 }], pageParams: [1, 2] });
    const stop = new InfiniteQueryObserver(queryClient, list).subscribe(() => undefined);

    refreshWhenIdle(queryClient, new Set([hashKey(['list'])]));
    await vi.waitFor(() => expect(root.hasAttribute('data-prerendered')).toBe(false));

    expect(fetched).toEqual([1, 2]);
    expect(queryClient.getQueryData(['list'])).toEqual({
      pages: [
        { page: 1, fresh: true },
        { page: 2, fresh: true },
      ],
      pageParams: [1, 2],
    });
    stop();
    leavePage(queryClient);
  });
});

describe('a prerendered page whose path has no metadata record', () => {
  // adoptPrerenderState adopts the build's site root and clock for the whole module graph, which
  // test files share: both go back to the page's own.
  afterEach(() => {
    adoptSiteUrl(null);
    adoptRenderClock(null);
  });

  it('hydrates the build\'s answer and asks /seo for it neither at once, nor once idle, nor on a later visit', async () => {
    const root = prerenderedRoot();
    const path = '/article/cara-merawat-lansia-dengan-demensia-di-rumah';

    // What the build embeds: the answers its render read, the 404 of a path without a record
    // among them, through JSON.
    const build = createQueryClient({ retry: false });
    await build.fetchQuery(siteQueries.seo(path));
    await build.fetchQuery(siteQueries.seo('/article'));
    const state: PrerenderState = {
      ...STATE,
      path,
      siteUrl: siteUrl(),
      queries: JSON.parse(JSON.stringify(dehydrate(build))) as PrerenderState['queries'],
    };
    build.clear();

    const requests = recordRequests();
    const queryClient = createQueryClient();
    const seeded = adoptPrerenderState(queryClient, state);
    // The page head reads the path's answer; another page's record is on screen too, to show the
    // refresh does run.
    const head = new QueryObserver(queryClient, siteQueries.seo(path));
    const other = new QueryObserver(queryClient, siteQueries.seo('/article'));
    const stopHead = head.subscribe(() => undefined);
    const stopOther = other.subscribe(() => undefined);
    expect(head.getCurrentResult()).toMatchObject({ status: 'success', data: { record: null, message: SEO_NOT_FOUND } });

    refreshWhenIdle(queryClient, seeded);
    await vi.waitFor(() => expect(root.hasAttribute('data-prerendered')).toBe(false));
    expect(other.getCurrentResult().data?.record?.meta_title).toBe(seoPages['/article'].meta_title);
    stopHead();

    // The visitor leaves and comes back: the answer still stands.
    const again = new QueryObserver(queryClient, siteQueries.seo(path));
    const stopAgain = again.subscribe(() => undefined);
    expect(again.getCurrentResult()).toMatchObject({ fetchStatus: 'idle', data: { record: null } });

    const asked = requests.to('/seo').map((request) => new URL(request.url.searchParams.get('url')!).pathname);
    expect(asked).toEqual(['/article']);
    stopAgain();
    stopOther();
    leavePage(queryClient);
  });
});
