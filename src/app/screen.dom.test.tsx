import { act, render, screen as dom, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ONLINE_RETRY_DELAYS_MS } from '@/lib/connection';
import { goOffline } from '@/test/offline';
import { Link } from '@/ui/link';
import { RouteError } from './errors/route-error';
import { loadScreens, screen, screenOf, withScreenCode } from './screen';

const CONNECTION_LOST = 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.';
const chunkFailed = () => new TypeError('Failed to fetch dynamically imported module: https://rawatin.test/assets/article-list-B1.js');

function Articles() {
  return <h1>Artikel {String(useLoaderData())}</h1>;
}

function articleRoutes(importModule: () => Promise<{ Component: () => React.JSX.Element }>): RouteObject[] {
  return [
    { path: '/', Component: () => <Link to="/article">Buka artikel</Link> },
    {
      errorElement: <RouteError />,
      children: [
        withScreenCode({ path: '/article', loader: () => 'dari loader', Component: screen('src/routes/test.route.tsx', importModule), HydrateFallback: () => <p>memuat</p> }),
      ],
    },
  ];
}

describe('a screen whose code is split off', () => {
  it('renders once its code and its data are in, with what its own loader returned', async () => {
    const importModule = vi.fn(async () => ({ Component: Articles }));
    render(<RouterProvider router={createMemoryRouter(articleRoutes(importModule), { initialEntries: ['/article'] })} />);
    expect(await dom.findByRole('heading', { name: 'Artikel dari loader' })).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("failed offline, is asked for again: by 'Coba Lagi', by the connection's return, and never once it is in", async () => {
    const user = userEvent.setup();
    // Each try of the screen's code is on its way until the test answers it.
    const tries: { fail: () => void; arrive: () => void }[] = [];
    const importModule = vi.fn(
      () =>
        new Promise<{ Component: typeof Articles }>((resolve, reject) =>
          tries.push({ fail: () => reject(chunkFailed()), arrive: () => resolve({ Component: Articles }) }),
        ),
    );
    /** Waits for the n-th try to be asked for, and answers it. */
    const answerTry = async (n: number, answer: 'fail' | 'arrive') => {
      await waitFor(() => expect(importModule).toHaveBeenCalledTimes(n), { timeout: ONLINE_RETRY_DELAYS_MS[0] + 1000 });
      await act(async () => tries[n - 1]![answer]());
    };
    // Once judged a lost connection, the failure says so and offers the try again.
    const connectionLost = () =>
      waitFor(() => {
        expect(dom.getByText(CONNECTION_LOST)).toBeInTheDocument();
        expect(dom.getByRole('button', { name: 'Coba Lagi' })).toBeEnabled();
      });
    const router = createMemoryRouter(articleRoutes(importModule));
    render(<RouterProvider router={router} />);
    goOffline();

    await user.click(await dom.findByRole('link', { name: 'Buka artikel' }));
    await answerTry(1, 'fail');
    await connectionLost();

    await user.click(dom.getByRole('button', { name: 'Coba Lagi' }));
    // While the try is on its way, the message stays and its button waits.
    expect(await dom.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(dom.getByText(CONNECTION_LOST)).toBeInTheDocument();
    await answerTry(2, 'fail');
    await connectionLost();
    expect(dom.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // The connection is back, but not usable yet.
    await answerTry(3, 'fail');
    await connectionLost();
    // Failed while the browser says it is online: tried again a second later, without an 'online'.
    await answerTry(4, 'arrive');
    expect(await dom.findByRole('heading', { name: 'Artikel dari loader' })).toBeInTheDocument();
    expect(dom.queryByText(CONNECTION_LOST)).not.toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(4);

    await act(() => router.navigate('/'));
    await user.click(dom.getByRole('link', { name: 'Buka artikel' }));
    expect(await dom.findByRole('heading', { name: 'Artikel dari loader' })).toBeInTheDocument();
    expect(importModule).toHaveBeenCalledTimes(4);
  });

  it('downloads once however often it is asked for at the same time', async () => {
    let arrive: (module: { Component: typeof Articles }) => void = () => {};
    const importModule = vi.fn(() => new Promise<{ Component: typeof Articles }>((resolve) => (arrive = resolve)));
    const Screen = screen('src/routes/test.route.tsx', importModule);
    const both = Promise.all([Screen.load(), Screen.load()]);
    arrive({ Component: Articles });
    await both;
    await Screen.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("loads a path's screens before hydration, and rejects when one cannot load", async () => {
    const importModule = vi.fn<() => Promise<{ Component: typeof Articles }>>().mockRejectedValueOnce(chunkFailed()).mockResolvedValue({ Component: Articles });
    const routes = articleRoutes(importModule);
    await expect(loadScreens(routes, '/article')).rejects.toThrow('Failed to fetch dynamically imported module');
    await loadScreens(routes, '/article');
    await loadScreens(routes, '/');
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(screenOf(routes[0]!)).toBeUndefined();
  });
});
