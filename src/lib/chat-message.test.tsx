import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChatMessage, useCurrentChatMessage } from './chat-message';
import { CONSULTATION_GREETING } from './whatsapp';

function Override({ text }: { text: string | null }) {
  useChatMessage(text);
  return null;
}

function Current() {
  return <p>{useCurrentChatMessage()}</p>;
}

describe('chat message', () => {
  it('is the consultation greeting by default', () => {
    const { result } = renderHook(() => useCurrentChatMessage());
    expect(result.current).toBe(CONSULTATION_GREETING);
  });

  it('follows a mounted screen, and returns to the greeting when it unmounts', () => {
    const { rerender } = render(
      <>
        <Current />
        <Override text="Halo Saya ingin pesan Perawat" />
      </>,
    );
    expect(screen.getByText('Halo Saya ingin pesan Perawat')).toBeInTheDocument();

    act(() =>
      rerender(
        <>
          <Current />
          <Override text={null} />
        </>,
      ),
    );
    expect(screen.getByText(CONSULTATION_GREETING)).toBeInTheDocument();

    act(() => rerender(<Current />));
    expect(screen.getByText(CONSULTATION_GREETING)).toBeInTheDocument();
  });
});
