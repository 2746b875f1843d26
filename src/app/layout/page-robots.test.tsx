import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { DEFAULT_SEO, withDefaultHead } from '../seo/default-head';
import { withShellRobots } from '../seo/shell-head';

const SLOW = { timeout: 10_000 };

/** Every robots tag in the head, by its content. */
const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));

describe('robots tag', () => {
  it('is noindex, and the only one, on the not-found screen of an unknown path', async () => {
    renderApp('/halaman-yang-tidak-ada');
    await screen.findByText('Error 404 Not Found', {}, SLOW);
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    expect(robots()).toEqual(['noindex']);
  });

  it('is noindex, and the only one, when a detail record answers 404', async () => {
    // The query cache logs the failed record.
    // A 404 is an answer: nothing is logged (any console.error fails the test).
    renderApp('/article/tidak-ada-artikel-ini');
    await screen.findByText('Error 404 Not Found', {}, SLOW);
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    expect(robots()).toEqual(['noindex']);
  });

  it("goes back to 'index, follow' when the visitor leaves the not-found screen", async () => {
    const { router } = renderApp('/halaman-yang-tidak-ada');
    await screen.findByText('Error 404 Not Found', {}, SLOW);
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    expect(robots()).toEqual(['noindex']);
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' }, SLOW);
    await waitFor(() => expect(robots()).toEqual(['index, follow']), SLOW);
  });
});

describe("the shell's robots noindex", () => {
  afterEach(() => document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove()));

  /** The head of dist/200.html as the browser has it before the first render. */
  async function loadShellHead() {
    const { readFile } = await import('node:fs/promises');
    const html = withShellRobots(withDefaultHead(await readFile(`${process.cwd()}/index.html`, 'utf8')));
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const element of parsed.head.querySelectorAll('[data-default-head]')) document.head.append(element.cloneNode(true));
  }

  it("gives way to the page's own robots tag once a page renders from the shell", async () => {
    await loadShellHead();
    expect(robots()).toEqual(['noindex']);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' }, SLOW);
    await waitFor(() => expect(robots()).toEqual(['index, follow']), SLOW);
  });

  it('stays the only robots tag on the not-found screen rendered from the shell', async () => {
    await loadShellHead();
    renderApp('/halaman-yang-tidak-ada');
    await screen.findByText('Error 404 Not Found', {}, SLOW);
    await waitFor(() => expect(document.head.querySelector('[data-default-head]')).toBeNull(), SLOW);
    expect(robots()).toEqual(['noindex']);
  });
});
