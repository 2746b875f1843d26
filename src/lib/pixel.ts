// The Meta ad pixel: loaded only when VITE_META_PIXEL_ID is set; events only once `fbq` exists.
type FbqArgs = unknown[];

export interface Fbq {
  (...args: FbqArgs): void;
  callMethod?: (...args: FbqArgs) => void;
  queue?: FbqArgs[];
  push?: Fbq;
  loaded?: boolean;
  version?: string;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** The standard bootstrap: https://developers.facebook.com/docs/meta-pixel/get-started */
export function loadMetaPixel(id: string): void {
  if (!id || typeof window === 'undefined' || window.fbq) return;

  const queue: FbqArgs[] = [];
  const fbq: Fbq = (...args: FbqArgs) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else queue.push(args);
  };
  fbq.queue = queue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;

  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);

  fbq('init', id);
  fbq('track', 'PageView');
}

/** A contact link (call centre or WhatsApp) counts as a conversion. */
export function trackPurchase(): void {
  if (typeof window === 'undefined' || typeof window.fbq !== 'function') return;
  window.fbq('track', 'Purchase', { value: 9, currency: 'IDR' });
}
