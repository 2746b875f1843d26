import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { goOffline, goOnline } from '@/test/offline';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

const slug = articles[0]!.article_slug;
const VALUES = { Nama: 'Budi', Email: 'budi@contoh.id', Komentar: 'Bagus.' };

describe('comment while offline', () => {
  it('fails at once with the failure text, keeps what was typed, and sends nothing when back online', async () => {
    const logged = expectConsoleError('[mutation]');
    const { user } = renderApp(`/article/${slug}`);
    const form = await screen.findByRole('form', { name: 'Tulis komentar' }, { timeout: 10_000 });
    await screen.findByRole('list', { name: 'Daftar komentar' }, { timeout: 5_000 });
    const field = (name: keyof typeof VALUES) => within(form).getByRole('textbox', { name });
    for (const [name, value] of Object.entries(VALUES)) {
      await user.click(field(name as keyof typeof VALUES));
      await user.paste(value);
    }
    const requests = recordRequests();
    server.use(http.post(api('/comment/store'), () => HttpResponse.error()));
    goOffline();

    await user.click(within(form).getByRole('button', { name: 'Kirim Komentar' }));

    // The form also holds the notice for a browser that cannot run the app, an alert the page's CSS hides.
    await waitFor(
      () =>
        expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
          expect.stringContaining('Gagal mengirim komentar. Silakan coba lagi.'),
        ),
      { timeout: 5_000 },
    );
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(TypeError));
    for (const [name, value] of Object.entries(VALUES)) expect(field(name as keyof typeof VALUES)).toHaveValue(value);
    expect(within(form).getByRole('button', { name: 'Kirim Komentar' })).toBeEnabled();

    server.resetHandlers();
    await goOnline();
    expect(requests.to('/comment/store', 'POST')).toHaveLength(1);
    expect(field('Komentar')).toHaveValue(VALUES.Komentar);
  }, 60_000);
});
