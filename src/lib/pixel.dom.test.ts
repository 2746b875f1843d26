import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMetaPixel, trackPurchase } from './pixel';

afterEach(() => {
  delete window.fbq;
  delete window._fbq;
  document.head.querySelectorAll('script[src*="fbevents"]').forEach((script) => script.remove());
});

describe('trackPurchase', () => {
  it('sends a Purchase of 9 IDR through fbq', () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    trackPurchase();
    expect(fbq).toHaveBeenCalledExactlyOnceWith('track', 'Purchase', { value: 9, currency: 'IDR' });
  });

  it('does nothing without fbq', () => {
    expect(() => trackPurchase()).not.toThrow();
    expect(window.fbq).toBeUndefined();
  });
});

describe('loadMetaPixel', () => {
  const scripts = () => document.head.querySelectorAll('script[src="https://connect.facebook.net/en_US/fbevents.js"]');

  it('installs fbq, queues init and PageView, and adds the script once', () => {
    loadMetaPixel('123456');
    expect(scripts()).toHaveLength(1);
    expect(window.fbq?.queue).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
    ]);

    trackPurchase();
    expect(window.fbq?.queue?.at(-1)).toEqual(['track', 'Purchase', { value: 9, currency: 'IDR' }]);

    loadMetaPixel('123456');
    expect(scripts()).toHaveLength(1);
  });

  it('does nothing without an id', () => {
    loadMetaPixel('');
    expect(window.fbq).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });
});
