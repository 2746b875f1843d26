import { createContext, use, useEffect, useRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';

export type PrefetchPath = (href: string) => void;

export const PrefetchContext = createContext<PrefetchPath | null>(null);

/** A pointer crossing a link on its way elsewhere is not intent; react-router's framework mode waits as long. */
export const INTENT_DELAY_MS = 100;

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<RouterLinkProps, 'prefetch'> {
  /** 'touch' adds touchstart for the navigation only (a scroll across cards fires it too). */
  prefetch?: 'intent' | 'touch' | 'none';
}

/** Starts the next screen on intent; starting twice costs nothing (the cache keeps what is under way). */
export function Link({ prefetch = 'intent', onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, onClick, ...props }: LinkProps) {
  const start = use(PrefetchContext);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const enabled =
    start !== null &&
    prefetch !== 'none' &&
    !props.reloadDocument &&
    (props.target === undefined || props.target === '_self') &&
    !(typeof props.to === 'string' && ABSOLUTE_URL.test(props.to));

  const cancel = () => clearTimeout(timer.current);
  // The path as the router wrote it into the link, which spares each link a second resolution.
  const begin = (link: HTMLAnchorElement) => {
    cancel();
    const href = link.getAttribute('href');
    if (enabled && href) start(href);
  };
  const beginSoon = (link: HTMLAnchorElement) => {
    cancel();
    if (enabled) timer.current = setTimeout(() => begin(link), INTENT_DELAY_MS);
  };
  useEffect(() => cancel, []);

  return (
    <RouterLink
      {...props}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        beginSoon(event.currentTarget);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        cancel();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        beginSoon(event.currentTarget);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        cancel();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (prefetch === 'touch') begin(event.currentTarget);
      }}
      onClick={(event) => {
        // The click starts the navigation itself.
        cancel();
        onClick?.(event);
      }}
    />
  );
}
