import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Takes the browser offline as TanStack Query and the page both see it (jsdom always reports
 * navigator.onLine as true). Pair it with an MSW handler answering HttpResponse.error(), which
 * is what fetch does with no connection. The test ends online again.
 */
export function goOffline(): void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => onlineManager.setOnline(false));
  onTestFinished(() => {
    onLine.mockRestore();
    onlineManager.setOnline(true);
  });
}

/** The connection comes back: TanStack resumes whatever it paused, so give that time to show. */
export async function goOnline(): Promise<void> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  await act(async () => {
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}
