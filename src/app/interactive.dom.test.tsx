import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { expect, it, vi } from 'vitest';
import { AnnounceInteractive, INTERACTIVE_EVENT } from './interactive';

it('announces the page once after its first commit, even where StrictMode runs effects twice', async () => {
  let announcements = 0;
  const count = () => (announcements += 1);
  document.addEventListener(INTERACTIVE_EVENT, count);
  try {
    render(
      <StrictMode>
        <p>Jawaban</p>
        <AnnounceInteractive />
      </StrictMode>,
    );
    expect(screen.getByText('Jawaban')).toBeTruthy();
    await vi.waitFor(() => expect(announcements).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(announcements).toBe(1);
  } finally {
    document.removeEventListener(INTERACTIVE_EVENT, count);
  }
});
