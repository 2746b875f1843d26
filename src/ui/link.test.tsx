import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DELAY_MS, Link, PrefetchContext, type LinkProps } from './link';

afterEach(() => {
  vi.useRealTimers();
});

function renderLinks(...links: LinkProps[]) {
  const start = vi.fn();
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          {links.map((props, index) => (
            <Link key={index} {...props} />
          ))}
          <p>elsewhere</p>
        </>
      ),
    },
  ]);
  render(
    <PrefetchContext value={start}>
      <RouterProvider router={router} />
    </PrefetchContext>,
  );
  // After the router's first render, which itself waits on timers.
  vi.useFakeTimers();
  return start;
}

describe('Link', () => {
  it('starts its target after the pointer rests on it, not when it only passes over', () => {
    const start = renderLinks(
      { to: '/medical-device/kursi-roda-standar', children: 'Kursi Roda' },
      { to: '/medical-device/walker-lipat', children: 'Walker' },
    );

    // The pointer crosses both cards on its way out.
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kursi Roda' }));
    fireEvent.mouseLeave(screen.getByRole('link', { name: 'Kursi Roda' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Walker' }));
    fireEvent.mouseLeave(screen.getByRole('link', { name: 'Walker' }));
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS * 2));
    expect(start).not.toHaveBeenCalled();

    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Walker' }));
    act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith('/medical-device/walker-lipat');
  });

  it('never starts an address outside the site or one that opens another tab', () => {
    const start = renderLinks(
      { to: 'https://wa.me/6281234567890?text=Halo', children: 'WhatsApp' },
      { to: '//example.com/article', children: 'Protocol-relative' },
      { to: '/article', target: '_blank', children: 'New tab' },
      { to: '/article', prefetch: 'none', children: 'Never' },
    );

    for (const name of ['WhatsApp', 'Protocol-relative', 'New tab', 'Never']) {
      const link = screen.getByRole('link', { name });
      fireEvent.mouseEnter(link);
      fireEvent.focus(link);
      act(() => vi.advanceTimersByTime(INTENT_DELAY_MS));
    }
    expect(start).not.toHaveBeenCalled();
  });
});
