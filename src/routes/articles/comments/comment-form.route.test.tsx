import { configure, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';

const slug = articles[0]!.article_slug;

// Lazy screen modules and debounced searches can take seconds on a busy test machine.
configure({ asyncUtilTimeout: 15_000 });

async function renderForm() {
  const requests = recordRequests();
  const rendered = renderApp(`/article/${slug}`);
  const form = await screen.findByRole('form', { name: 'Tulis komentar' });
  await screen.findByRole('list', { name: 'Daftar komentar' });
  const field = (name: 'Nama' | 'Email' | 'Komentar') => within(form).getByRole('textbox', { name });
  const send = () => within(form).getByRole('button', { name: 'Kirim Komentar' });
  const posts = () => requests.to('/comment/store', 'POST');
  /** Fills the fields given (pasted, so long texts are quick) and sends. */
  const submit = async (values: Partial<Record<'Nama' | 'Email' | 'Komentar', string>>) => {
    for (const [name, value] of Object.entries(values)) {
      await rendered.user.clear(field(name as 'Nama'));
      if (value) {
        await rendered.user.click(field(name as 'Nama'));
        await rendered.user.paste(value);
      }
    }
    await rendered.user.click(send());
  };
  return { ...rendered, form, field, send, posts, submit };
}

/** The message tied to a field through aria-describedby. */
function messageOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const VALID = { Nama: 'Budi', Email: 'budi@contoh.id', Komentar: 'Bagus.' };

describe('comment form checks', () => {
  it('requires every field, marks them invalid, focuses the first and sends nothing', async () => {
    const { field, submit, posts } = await renderForm();
    await submit({});
    expect(messageOf(field('Nama'))).toBe('Nama wajib diisi.');
    expect(messageOf(field('Email'))).toBe('Email wajib diisi.');
    expect(messageOf(field('Komentar'))).toBe('Komentar wajib diisi.');
    for (const name of ['Nama', 'Email', 'Komentar'] as const) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nama')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('treats blanks as empty', async () => {
    const { field, submit } = await renderForm();
    await submit({ ...VALID, Nama: '   ', Komentar: '  \n ' });
    expect(messageOf(field('Nama'))).toBe('Nama wajib diisi.');
    expect(messageOf(field('Komentar'))).toBe('Komentar wajib diisi.');
    expect(messageOf(field('Email'))).toBeNull();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('treats a value of invisible characters only (zero-width, word joiner, BOM, bidi controls) as empty, and sends nothing', async () => {
    const { field, submit, posts } = await renderForm();
    await submit({ Nama: '\u200B\u200B', Email: '\u2060\uFEFF', Komentar: '\u200C\u200D\u202E \u2066' });
    expect(messageOf(field('Nama'))).toBe('Nama wajib diisi.');
    expect(messageOf(field('Email'))).toBe('Email wajib diisi.');
    expect(messageOf(field('Komentar'))).toBe('Komentar wajib diisi.');
    expect(posts()).toHaveLength(0);
  });

  it('sends the name and comment without bidi controls and without invisible ends', async () => {
    const { submit, posts } = await renderForm();
    await submit({ Nama: '\u200BAdmin\u202Egnp.exe', Email: VALID.Email, Komentar: '\u2067Bagus\u2069 sekali.\uFEFF' });
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await posts()[0]!.request.json()).toMatchObject({ name: 'Admingnp.exe', comment: 'Bagus sekali.' });
  });

  it('limits the name to 30 characters', async () => {
    const { field, submit, posts } = await renderForm();
    await submit({ ...VALID, Nama: 'N'.repeat(31) });
    expect(messageOf(field('Nama'))).toBe('Nama tidak dapat melebihi 30 karakter.');
    expect(posts()).toHaveLength(0);
    await submit({ Nama: 'N'.repeat(30) });
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('checks the email format, then its 30-character limit', async () => {
    const { field, submit, posts } = await renderForm();
    await submit({ ...VALID, Email: 'bukan-email' });
    expect(messageOf(field('Email'))).toBe('Format email tidak valid.');
    await submit({ Email: `${'a'.repeat(40)}@contoh` });
    expect(messageOf(field('Email'))).toBe('Format email tidak valid.');
    await submit({ Email: `${'a'.repeat(21)}@contoh.id` });
    expect(messageOf(field('Email'))).toBe('Email tidak dapat melebihi 30 karakter.');
    expect(posts()).toHaveLength(0);
    await submit({ Email: `${'a'.repeat(20)}@contoh.id` });
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('limits the comment to 200 characters', async () => {
    const { field, submit, posts } = await renderForm();
    await submit({ ...VALID, Komentar: 'k'.repeat(201) });
    expect(messageOf(field('Komentar'))).toBe('Komentar tidak dapat melebihi 200 karakter.');
    expect(field('Komentar')).toHaveFocus();
    expect(posts()).toHaveLength(0);
    await submit({ Komentar: 'k'.repeat(200) });
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('drops a field’s message once it is edited', async () => {
    const { field, submit, user } = await renderForm();
    await submit({});
    await user.type(field('Nama'), 'B');
    expect(messageOf(field('Nama'))).toBeNull();
    expect(messageOf(field('Email'))).toBe('Email wajib diisi.');
  });
});

describe('comment form sending', () => {
  it('sends on Enter in the comment box; Shift+Enter makes a new line', async () => {
    const { field, posts, user } = await renderForm();
    await user.type(field('Nama'), VALID.Nama);
    await user.type(field('Email'), VALID.Email);
    await user.type(field('Komentar'), 'Baris satu{Shift>}{Enter}{/Shift}baris dua');
    expect(field('Komentar')).toHaveValue('Baris satu\nbaris dua');
    expect(posts()).toHaveLength(0);

    await user.type(field('Komentar'), '{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await posts()[0]!.request.json()).toMatchObject({ comment: 'Baris satu\nbaris dua' });
    await waitFor(() => expect(field('Komentar')).toHaveValue(''));
  });

  it('disables the button while sending, then clears the form', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(api('/comment/store'), async () => {
        await gate;
        return undefined;
      }),
    );
    const { field, send, submit, posts, user } = await renderForm();
    await submit(VALID);
    await waitFor(() => expect(send()).toBeDisabled());
    await user.type(field('Komentar'), '{Enter}');
    expect(posts()).toHaveLength(1);

    release();
    await waitFor(() => expect(send()).toBeEnabled());
    expect(field('Nama')).toHaveValue('');
    expect(await screen.findByText('Bagus.')).toBeInTheDocument();
  });

  it('says so when sending fails, and keeps what was typed', async () => {
    const logged = expectConsoleError('[mutation]');
    server.use(http.post(api('/comment/store'), () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    const { field, send, submit, form } = await renderForm();
    await submit(VALID);
    // The form also holds the notice for a browser that cannot run the app, an alert the page's CSS hides.
    await waitFor(() =>
      expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Gagal mengirim komentar. Silakan coba lagi.'),
      ),
    );
    expect(field('Nama')).toHaveValue(VALID.Nama);
    expect(field('Email')).toHaveValue(VALID.Email);
    expect(field('Komentar')).toHaveValue(VALID.Komentar);
    expect(send()).toBeEnabled();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(HTTPError)));
  });
});
