import { act, render, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import { lazyPart, loadLazyParts } from '@/lib/lazy-part';
import { AnnounceInteractive, INTERACTIVE_EVENT } from './interactive';

it('renders a lazy part at once once its code is in, suspending only before, and announces the page once', async () => {
  let finishLoading!: () => void;
  const loaded = new Promise<void>((resolve) => {
    finishLoading = resolve;
  });
  const load = vi.fn(async () => {
    await loaded;
    return { default: ({ text }: { text: string }) => <p>{text}</p> };
  });
  const Part = lazyPart('answer', load);
  let announcements = 0;
  document.addEventListener(INTERACTIVE_EVENT, () => (announcements += 1));

  const early = render(
    <StrictMode>
      <Suspense fallback={<p>Memuat...</p>}>
        <Part text="Jawaban" />
      </Suspense>
      <AnnounceInteractive />
    </StrictMode>,
  );
  expect(screen.getByText('Memuat...')).toBeTruthy();
  await vi.waitFor(() => expect(announcements).toBe(1));
  const parts = loadLazyParts(['answer', 'no-such-part']);
  await act(async () => finishLoading());
  await parts;
  expect(await screen.findByText('Jawaban')).toBeTruthy();
  early.unmount();

  // Code in: no fallback, not even for a moment, and nothing loaded twice.
  render(
    <Suspense fallback={<p>Memuat...</p>}>
      <Part text="Lagi" />
    </Suspense>,
  );
  expect(screen.getByText('Lagi')).toBeTruthy();
  expect(screen.queryByText('Memuat...')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
  expect(announcements).toBe(1);
});
