import { createContext, use, useEffect, useRef } from 'react';
import { Link as RouterLink, useHref, type LinkProps as RouterLinkProps } from 'react-router';

/** Starts a path's screen code and first-view data; provided by the app (src/app/route-prefetch.ts). */
export type PrefetchPath = (href: string) => void;

export const PrefetchContext = createContext<PrefetchPath | null>(null);

/**
 * A pointer that only crosses a link on its way elsewhere (over a grid of cards, say) is not
 * intent: react-router's framework mode waits the same 100 ms before it prefetches.
 */
export const INTENT_DELAY_MS = 100;

/** `https:`, `mailto:`, `//host`: never an internal route, whatever a caller passes. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<RouterLinkProps, 'prefetch'> {
  /**
   * When to start the target: 'intent' on hover or keyboard focus; 'touch' adds touchstart, for
   * the navigation only (a scroll across a grid of cards fires touchstart too); 'none' never.
   */
  prefetch?: 'intent' | 'touch' | 'none';
}

/**
 * The site's internal link: react-router's Link that starts the next screen on intent, so the
 * click finds its code and data under way or done. External and WhatsApp links are plain <a>.
 * Starting twice costs nothing: the query cache and the module loader keep what is under way.
 */
export function Link({ prefetch = 'intent', onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, onClick, ...props }: LinkProps) {
  const start = use(PrefetchContext);
  const href = useHref(props.to, { relative: props.relative });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const enabled =
    start !== null &&
    prefetch !== 'none' &&
    !props.reloadDocument &&
    (props.target === undefined || props.target === '_self') &&
    !(typeof props.to === 'string' && ABSOLUTE_URL.test(props.to));

  const cancel = () => clearTimeout(timer.current);
  const begin = () => {
    cancel();
    if (enabled) start(href);
  };
  const beginSoon = () => {
    cancel();
    if (enabled) timer.current = setTimeout(begin, INTENT_DELAY_MS);
  };
  useEffect(() => cancel, []);

  return (
    <RouterLink
      {...props}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        beginSoon();
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        cancel();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        beginSoon();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        cancel();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (prefetch === 'touch') begin();
      }}
      onClick={(event) => {
        // The click starts the navigation itself.
        cancel();
        onClick?.(event);
      }}
    />
  );
}
