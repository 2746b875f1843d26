import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';

beforeAll(() => Promise.all([import('./partner.route'), import('@/ui/dialog/message-dialog-radix')]), 30_000);

const slow = { timeout: 10_000 };

describe('partnership texts', () => {
  it('sends the name and description without bidi controls, and nothing else changed', async () => {
    let sent: Record<string, string> | null = null;
    server.use(
      http.post(api('/partner/store'), async ({ request }) => {
        const form = await request.formData();
        sent = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/partner');
    await screen.findByRole('button', { name: 'Kirim Penawaran' }, slow);
    const paste = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await paste('Nama', 'PT \u202ESehat\u202C Sentosa');
    await paste('Deskripsikan Penawaran Kerja', '\u2067Klinik\u2069  tiga cabang. ');
    await user.click(screen.getByRole('button', { name: 'Kirim Penawaran' }));
    await screen.findByRole('dialog', { name: 'Berhasil!' }, slow);
    // The offer has no checks: spaces stay as typed, only the bidi controls go.
    expect(sent).toMatchObject({ corporate: 'PT Sehat Sentosa', description: 'Klinik  tiga cabang. ' });
  }, 30_000);
});
