import { configure, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { pasteInto } from '@/test/paste';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';

const slug = articles[0]!.article_slug; // three comments, the first with two replies
const path = `/article/${slug}`;

// Lazy screen modules and debounced searches can take seconds on a busy test machine.
configure({ asyncUtilTimeout: 15_000 });

const commentForm = () => screen.getByRole('form', { name: 'Tulis komentar' });
const commentList = () => screen.getByRole('list', { name: 'Daftar komentar' });
const thread = (name: string) => within(commentList()).getByText(name).closest('li')!;

async function renderComments() {
  const rendered = renderApp(path);
  await screen.findByRole('list', { name: 'Daftar komentar' });
  return rendered;
}

describe('comments of an article', () => {
  it('lists comments with name, date, text and avatar, the default avatar when there is no photo', async () => {
    await renderComments();
    const first = thread('Sri Rahayu');
    expect(within(first).getByText('Ibu saya baru didiagnosis demensia, tips label di pintu sangat membantu. Terima kasih!')).toBeInTheDocument();
    expect(within(first).getByText('19 Maret 2026')).toBeInTheDocument();
    const avatar = first.querySelector('img')!;
    expect(avatar).toHaveAttribute('src', '/site/avatar-default.svg');
    expect(avatar).toHaveAttribute('width', '40');
    expect(avatar).toHaveAttribute('alt', '');
    expect(within(commentList()).getAllByRole('button', { name: 'Balas' })).toHaveLength(3);
  });

  it('toggles the reply list and the reply form, never both open', async () => {
    const { user } = await renderComments();
    const first = thread('Sri Rahayu');
    const showReplies = within(first).getByRole('button', { name: 'Lihat Balasan (2)' });
    const reply = within(first).getByRole('button', { name: 'Balas' });
    expect(within(thread('Agung Prasetyo')).queryByRole('button', { name: /Lihat Balasan/ })).not.toBeInTheDocument();

    await user.click(showReplies);
    const replies = within(first).getByRole('list', { name: 'Balasan untuk Sri Rahayu' });
    expect(within(replies).getByText('Admin Rawatin')).toBeInTheDocument();
    expect(within(replies).getAllByRole('listitem')).toHaveLength(2);
    expect(replies.querySelector('img')).toHaveAttribute('src', '/demo/avatar-admin.svg');
    expect(showReplies).toHaveAttribute('aria-expanded', 'true');

    await user.click(reply);
    expect(within(first).getByRole('form', { name: 'Balas komentar Sri Rahayu' })).toBeInTheDocument();
    expect(within(first).queryByRole('list', { name: 'Balasan untuk Sri Rahayu' })).not.toBeInTheDocument();
    expect(showReplies).toHaveAttribute('aria-expanded', 'false');
    expect(reply).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByRole('textbox', { name: 'Nama' })).toHaveFocus();

    await user.click(showReplies);
    expect(within(first).queryByRole('form')).not.toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Balasan untuk Sri Rahayu' })).toBeInTheDocument();

    await user.click(showReplies);
    expect(within(first).queryByRole('list', { name: 'Balasan untuk Sri Rahayu' })).not.toBeInTheDocument();
  });

  it('shows visitors’ HTML as literal text', async () => {
    server.use(
      http.get(api('/comment/:slug'), () =>
        HttpResponse.json([{ comment_id: 1, name: '<i>Tamu</i>', photo: null, comment: '<b>x</b>', created_at: null, repliesCount: 0, replies: [] }]),
      ),
    );
    await renderComments();
    expect(within(commentList()).getByText('<b>x</b>')).toBeInTheDocument();
    expect(within(commentList()).getByText('<i>Tamu</i>')).toBeInTheDocument();
    expect(commentList().querySelector('b, i')).toBeNull();
  });

  it('shows names and comments from the API without bidi controls, each name isolated from the text beside it', async () => {
    server.use(
      http.get(api('/comment/:slug'), () =>
        HttpResponse.json([
          { comment_id: 1, name: 'Admin\u202Egnp.exe', photo: null, comment: 'Lihat\u2067 file\u2069 ini', created_at: null, repliesCount: 0, replies: [] },
        ]),
      ),
    );
    await renderComments();
    const name = within(commentList()).getByText('Admingnp.exe');
    expect(name.tagName).toBe('BDI');
    expect(within(commentList()).getByText('Lihat file ini')).toBeInTheDocument();
    expect(commentList().textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  }, 30_000);

  it('shows the empty state when the comments fail, and the rest of the article stays', async () => {
    const logged = expectConsoleError('[query ["comments","cara-merawat-lansia-dengan-demensia-di-rumah"]]');
    server.use(http.get(api('/comment/:slug'), () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    renderApp(path);
    expect(await screen.findByText('Belum ada komentar.')).toBeInTheDocument();
    expect(commentForm()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Artikel Lainnya' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[query ["comments","cara-merawat-lansia-dengan-demensia-di-rumah"]]', expect.any(HTTPError));
  });

  it('posts a top-level comment, clears the form and shows the new comment', async () => {
    const requests = recordRequests();
    const { user } = await renderComments();
    const form = commentForm();
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Nama' }), '  Budi ');
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Email' }), 'budi@contoh.id');
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Komentar' }), 'Terima kasih, sangat membantu.');
    await user.click(within(form).getByRole('button', { name: 'Kirim Komentar' }));

    await waitFor(() => expect(within(commentList()).getByText('Terima kasih, sangat membantu.')).toBeInTheDocument());
    const [post] = requests.to('/comment/store', 'POST');
    expect(await post!.request.json()).toEqual({
      slug,
      commentId: null,
      name: 'Budi',
      email: 'budi@contoh.id',
      comment: 'Terima kasih, sangat membantu.',
    });
    expect(within(form).getByRole('textbox', { name: 'Nama' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Komentar' })).toHaveValue('');
    expect(requests.to(`/comment/${slug}`)).toHaveLength(2);
  });

  it('posts a reply with the parent comment_id and shows it in the opened reply list', async () => {
    const requests = recordRequests();
    const { user } = await renderComments();
    const first = thread('Sri Rahayu');
    await user.click(within(first).getByRole('button', { name: 'Balas' }));
    const form = within(first).getByRole('form', { name: 'Balas komentar Sri Rahayu' });
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Nama' }), 'Rina');
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Email' }), 'rina@contoh.id');
    await pasteInto(user, within(form).getByRole('textbox', { name: 'Komentar' }), 'Setuju, Bu.');
    await user.click(within(form).getByRole('button', { name: 'Kirim Balasan' }));

    const replies = await within(thread('Sri Rahayu')).findByRole('list', { name: 'Balasan untuk Sri Rahayu' });
    expect(within(replies).getByText('Setuju, Bu.')).toBeInTheDocument();
    expect(within(thread('Sri Rahayu')).getByRole('button', { name: 'Lihat Balasan (3)' })).toHaveAttribute('aria-expanded', 'true');
    const [post] = requests.to('/comment/store', 'POST');
    expect(await post!.request.json()).toEqual({ slug, commentId: 101, name: 'Rina', email: 'rina@contoh.id', comment: 'Setuju, Bu.' });
  });
});
