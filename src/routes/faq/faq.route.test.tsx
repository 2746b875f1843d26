import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { faqCategories, faqs } from '@mocks/data/faq';
import { server } from '@mocks/node';
import { htmlToText } from '@/lib/format';
import { renderApp } from '@/test/render-app';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';

const main = () => within(screen.getByRole('main'));
const titles = () => main().queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const entryOf = (title: string) => main().getByRole('heading', { name: title }).closest('article') as HTMLElement;
const searchBox = () => main().getByRole('searchbox', { name: 'Cari Pertanyaan' });
const chip = (name: string) => main().getByRole('button', { name });
const params = (url: URL) => Object.fromEntries(url.searchParams);
// The first render waits for the lazy screen module, slow on a busy machine.
const FIRST_RENDER = { timeout: 5000 };
beforeAll(() => import('./faq.route'), 30_000);

async function renderFaq(options?: Parameters<typeof renderApp>[1]) {
  const rendered = renderApp('/faq', options);
  await screen.findByRole('heading', { name: faqs[0]!.title }, FIRST_RENDER);
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FAQ list', () => {
  it('shows the title, the search box and the first page of 10 entries, with filters unset', async () => {
    const requests = recordRequests();
    await renderFaq();
    expect(main().getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Cari Pertanyaan');
    expect(titles()).toEqual(faqs.slice(0, 10).map((faq) => faq.title));

    expect(requests.to('/faq/list').map((r) => params(r.url))).toEqual([
      { search: '', category_faq_id: '', page: '1', pagination: '10' },
    ]);
    expect(requests.to('/faq/list-category')).toHaveLength(1);
  });

  it("shows each entry's category badge and 'Jawab :' before the answer", async () => {
    await renderFaq();
    const entry = within(entryOf(faqs[2]!.title));
    expect(entry.getByText('Umum')).toBeInTheDocument();
    expect(entry.getByText('Jawab :')).toBeInTheDocument();
    expect(await entry.findByText(htmlToText(faqs[2]!.description))).toBeInTheDocument();
  });

  it('cuts an answer longer than 150 text characters and toggles the full HTML', async () => {
    const long = faqs[1]!;
    const { user } = await renderFaq();
    const entry = within(entryOf(long.title));

    // The first 150 characters of the answer's text; its paragraphs are separated by a space.
    const preview =
      'Ya. Seluruh perawat, fisioterapis, terapis wicara, analis laboratorium dan dokter kami memiliki ' +
      'Surat Tanda Registrasi (STR) yang masih berlaku. Sebel…';
    expect(Array.from(preview)).toHaveLength(151);
    expect(entry.getByText(preview)).toBeInTheDocument();
    // The whole text stays in the page for readers without scripts, set aside (hidden) meanwhile.
    expect(entry.getByText(/Identitas dan STR petugas/)).not.toBeVisible();
    const toggle = entry.getByRole('button', { name: 'Lihat Selengkapnya' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const lastParagraph = await entry.findByText(/Identitas dan STR petugas dapat Anda minta/);
    expect(lastParagraph.tagName).toBe('P');
    expect(entry.queryByText(preview)).not.toBeInTheDocument();
    expect(entry.getByRole('button', { name: 'Lihat Sedikit' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(entry.getByRole('button', { name: 'Lihat Sedikit' }));
    expect(entry.getByText(preview)).toBeInTheDocument();
    expect(entry.getByRole('button', { name: 'Lihat Selengkapnya' })).toBeInTheDocument();
  });

  it('shows a short answer in full, without a toggle', async () => {
    await renderFaq();
    const short = faqs[2]!;
    expect(htmlToText(short.description).length).toBeLessThanOrEqual(150);
    const entry = within(entryOf(short.title));
    expect(await entry.findByText(htmlToText(short.description))).toBeInTheDocument();
    expect(entry.queryByRole('button')).not.toBeInTheDocument();
  });

  it("loads page 2 with 'Lihat Lainnya', appends it, and hides the button at the end", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/faq/list'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        await gate;
        return HttpResponse.json({ data: { faqs: faqs.slice(10), meta: { nextPage: null } } });
      }),
    );
    const requests = recordRequests();
    const { user } = await renderFaq();

    await user.click(main().getByRole('button', { name: 'Lihat Lainnya' }));
    expect(await main().findByRole('button', { name: 'Memuat...' })).toBeDisabled();
    release();

    await main().findByRole('heading', { name: faqs[11]!.title });
    expect(titles()).toEqual(faqs.map((faq) => faq.title));
    expect(main().queryByRole('button', { name: 'Lihat Lainnya' })).not.toBeInTheDocument();
    expect(params(requests.to('/faq/list').at(-1)!.url)).toEqual({
      search: '',
      category_faq_id: '',
      page: '2',
      pagination: '10',
    });
  });

  it('sends one request per search term, 500 ms after typing stops, starting again at page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const { user } = await renderFaq({ userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await user.click(main().getByRole('button', { name: 'Lihat Lainnya' }));
    await main().findByRole('heading', { name: faqs[11]!.title });

    await user.type(searchBox(), 'jadwal');
    const searched = () => requests.to('/faq/list').filter((r) => r.url.searchParams.get('search') !== '');
    expect(searched()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searched()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(titles()).toContain('Apakah jadwal kunjungan bisa diubah?'));
    expect(searched().map((r) => params(r.url))).toEqual([
      { search: 'jadwal', category_faq_id: '', page: '1', pagination: '10' },
    ]);
    expect(titles()).not.toContain(faqs[0]!.title);
  });

  it('toggles one category chip at a time: its id on, an empty string off', async () => {
    const requests = recordRequests();
    const { user } = await renderFaq();
    expect(faqCategories.map((category) => chip(category.category))).toHaveLength(3);

    await user.click(chip('Reservasi'));
    expect(chip('Reservasi')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(titles()).toEqual(faqs.slice(4, 8).map((faq) => faq.title)));
    expect(params(requests.to('/faq/list').at(-1)!.url)).toMatchObject({ category_faq_id: '2', page: '1' });

    await user.click(chip('Umum'));
    expect(chip('Umum')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Reservasi')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(titles()).toEqual(faqs.slice(0, 4).map((faq) => faq.title)));

    await user.type(searchBox(), 'petugas');
    const lastRequest = () => params(requests.to('/faq/list').at(-1)!.url);
    // The search reaches the request after the 500 ms debounce.
    await waitFor(() => expect(lastRequest()).toMatchObject({ search: 'petugas', category_faq_id: '1' }), { timeout: 2000 });

    await user.click(chip('Umum'));
    expect(chip('Umum')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        search: 'petugas',
        category_faq_id: '',
        page: '1',
        pagination: '10',
      }),
    );
  });

  it("shows 'Belum Ada Data FAQ' for an empty answer", async () => {
    server.use(http.get(api('/faq/list'), () => HttpResponse.json({ data: { faqs: [], meta: { nextPage: null } } })));
    renderApp('/faq');
    expect(await screen.findByText('Belum Ada Data FAQ', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Lihat Lainnya' })).not.toBeInTheDocument();
  });

  it.each([
    ['a failing', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })],
    ['a malformed', () => HttpResponse.json({ data: { faqs: [{ title: 42 }], meta: { nextPage: null } } })],
  ])("shows 'Belum Ada Data FAQ' for %s answer, and the rest of the page keeps working", async (_, answer) => {
    const logged = expectConsoleError('[query ["faq","list",');
    server.use(http.get(api('/faq/list'), answer));
    renderApp('/faq');
    expect(await screen.findByText('Belum Ada Data FAQ', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(searchBox()).toBeEnabled();
    expect(await main().findByRole('button', { name: 'Umum' })).toBeInTheDocument();
  });

  it('leaves out the chips when the categories cannot be loaded', async () => {
    const logged = expectConsoleError('[query ["faq","categories"]]');
    server.use(http.get(api('/faq/list-category'), () => HttpResponse.json({}, { status: 500 })));
    await renderFaq();
    await waitFor(() => expect(main().queryByRole('list', { name: 'Kategori FAQ' })).not.toBeInTheDocument());
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(titles()).toHaveLength(10);
  });
});
