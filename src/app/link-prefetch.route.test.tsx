import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';
import { INTENT_DELAY_MS } from '@/ui/link';

const DETAIL = '/medical-device/kursi-roda-standar';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderDeviceList() {
  const rendered = renderApp('/medical-device');
  // The first render loads the screen's code: slow on a busy machine.
  const card = await screen.findByRole('link', { name: /Kursi Roda Standar/ }, { timeout: 15_000 });
  return { ...rendered, card };
}

describe('links start their target on intent', () => {
  it("hovering a card starts the detail's request before the click, and the click sends no second one", async () => {
    const { user, card } = await renderDeviceList();
    const requests = recordRequests();

    await user.hover(card);
    await waitFor(() => expect(requests.to(DETAIL)).toHaveLength(1));
    await user.unhover(card);
    await user.hover(card);
    await pause(INTENT_DELAY_MS * 2);
    await user.click(card);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kursi Roda Standar' })).toBeInTheDocument();
    expect(requests.to(DETAIL)).toHaveLength(1);
    // Nothing the hover started was asked for again by the navigation.
    const paths = requests.all.map(({ method, url }) => `${method} ${url.pathname}${url.search}`);
    expect(paths).toEqual([...new Set(paths)]);
  });

  it('a touch on the navigation starts its target at once; a touch on a card waits for the tap', async () => {
    const { card } = await renderDeviceList();
    const requests = recordRequests();

    fireEvent.touchStart(within(screen.getByRole('navigation', { name: 'Menu utama' })).getByRole('link', { name: 'Artikel' }));
    fireEvent.touchStart(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    fireEvent.touchStart(card);

    await waitFor(() => expect(requests.to('/article')).toHaveLength(1));
    await waitFor(() => expect(requests.to('/faq/list')).toHaveLength(1));
    await pause(INTENT_DELAY_MS * 2);
    expect(requests.to(DETAIL)).toHaveLength(0);
    // The list stays: nothing was clicked.
    expect(screen.getByRole('heading', { level: 1, name: 'Sewa Alat Kesehatan' })).toBeInTheDocument();
  });
});
