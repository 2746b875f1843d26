import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { devices } from '@mocks/data/devices';
import { faqs } from '@mocks/data/faq';
import { promotions } from '@mocks/data/promotions';
import { server } from '@mocks/node';
import { expectConsoleWarn } from '@/test/console';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';

// Lazy screen modules can take seconds on a busy test machine.
configure({ asyncUtilTimeout: 15_000 });
beforeAll(
  () =>
    Promise.all([
      import('@/routes/articles/article-list.route'),
      import('@/routes/promotions/promotion-list.route'),
      import('@/routes/devices/device-list.route'),
      import('@/routes/faq/faq.route'),
    ]),
  60_000,
);

/** An answer far past the page size: the first item again and again, each with a slug and title of its own. */
function flood<T extends object>(item: T, count: number, keys: { slug?: keyof T; title: keyof T }): T[] {
  return Array.from({ length: count }, (_, index) => ({
    ...item,
    ...(keys.slug ? { [keys.slug]: `banjir-${index}` } : {}),
    [keys.title]: `Banjir ${index}`,
  }));
}

const OVERSIZED = 300;
const pageOf = (request: Request) => new URL(request.url).searchParams.get('page');

interface ListCase {
  name: string;
  path: string;
  call: string;
  size: number;
  answer: (page: string | null) => JsonBodyType;
  /** The rendered items of the list. */
  items: () => HTMLElement[];
}

const main = () => within(screen.getByRole('main'));

const CASES: ListCase[] = [
  {
    name: 'promotions',
    path: '/promotion',
    call: '/promotion',
    size: 4,
    answer: (page) => ({
      data:
        page === '1'
          ? { promotions: flood(promotions[0]!, OVERSIZED, { slug: 'slug', title: 'title' }), meta: { nextPage: 2 } }
          : { promotions: [{ ...promotions[1]!, title: 'Halaman Dua' }], meta: { nextPage: null } },
    }),
    items: () => main().queryAllByRole('article'),
  },
  {
    name: 'devices',
    path: '/medical-device',
    call: '/medical-device',
    size: 8,
    answer: (page) => ({
      data:
        page === '1'
          ? { medical_devices: flood(devices[0]!, OVERSIZED, { slug: 'slug', title: 'title' }), meta: { nextPage: 2 } }
          : { medical_devices: [{ ...devices[1]!, title: 'Halaman Dua' }], meta: { nextPage: null } },
    }),
    items: () => within(screen.getByRole('list', { name: 'Daftar alat kesehatan' })).queryAllByRole('link'),
  },
  {
    name: 'FAQs',
    path: '/faq',
    call: '/faq/list',
    size: 10,
    answer: (page) => ({
      data:
        page === '1'
          ? { faqs: flood(faqs[0]!, OVERSIZED, { title: 'title' }), meta: { nextPage: 2 } }
          : { faqs: [{ ...faqs[1]!, title: 'Halaman Dua' }], meta: { nextPage: null } },
    }),
    items: () => main().queryAllByRole('heading', { level: 2 }),
  },
  {
    name: 'articles',
    path: '/article',
    call: '/article',
    size: 8,
    answer: (page) =>
      page === '1'
        ? { articles: flood(articles[0]!, OVERSIZED, { slug: 'article_slug', title: 'article_title' }), meta: { nextPage: 2 } }
        : { articles: [{ ...articles[1]!, article_title: 'Halaman Dua' }], meta: { nextPage: null } },
    items: () => within(screen.getByRole('region', { name: 'Daftar Artikel' })).queryAllByRole('link'),
  },
];

describe('a list page holds at most its page size, whatever the API sends', () => {
  for (const list of CASES) {
    it(`${list.name}: ${list.size} of ${OVERSIZED} shown, the breach logged once as a warning, and the next page still asked for`, async () => {
      const warned = expectConsoleWarn('[contract]');
      server.use(http.get(api(list.call), ({ request }) => HttpResponse.json(list.answer(pageOf(request)))));
      const requests = recordRequests();
      const { user } = renderApp(list.path);
      await waitFor(() => expect(list.items().length).toBeGreaterThan(0), { timeout: 40_000 });
      expect(list.items()).toHaveLength(list.size);
      expect(warned).toHaveBeenCalledTimes(1);
      expect(warned.mock.calls[0]![0]).toBe(
        `[contract] GET ${list.call} answered ${OVERSIZED} items for a page of ${list.size}; the items past ${list.size} are dropped`,
      );

      await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
      await waitFor(() => expect(list.items()).toHaveLength(list.size + 1));
      expect(requests.to(list.call).map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
      expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).toBeNull();
    }, 60_000);
  }
});
