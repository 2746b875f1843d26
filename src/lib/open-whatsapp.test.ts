// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openWhatsappAfter } from '@/lib/open-whatsapp';

const CHAT = 'https://wa.me/6281100000000?text=Halo';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openWhatsappAfter', () => {
  it('opens the tab before the task starts, and points it at the chat once the task is done', async () => {
    const steps: string[] = [];
    const tab = { opener: {}, location: { href: '' } };
    vi.stubGlobal('window', {
      open: vi.fn(() => {
        steps.push('open');
        return tab;
      }),
      location: { assign: vi.fn() },
    });

    await openWhatsappAfter(CHAT, async () => {
      steps.push(`task (tab at '${tab.location.href}')`);
    });

    expect(steps).toEqual(['open', "task (tab at '')"]);
    expect(tab.location.href).toBe(CHAT);
    expect(tab.opener).toBeNull();
  });

  it('goes to the chat in this tab when no tab could be opened, even after a failed task', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { open: vi.fn(() => null), location: { assign } });

    await openWhatsappAfter(CHAT, () => Promise.reject(new Error('500')));

    expect(assign).toHaveBeenCalledExactlyOnceWith(CHAT);
  });
});
