import { createContext, use, useEffect, useRef } from 'react';
import { Link as RouterLink, useHref, type LinkProps as RouterLinkProps } from 'react-router';

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
