import { createContext, use, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { Link as RouterLink, useHref, type LinkProps as RouterLinkProps } from 'react-router';

/** Starts a path's screen code and first-view data; provided by the app (src/app/route-prefetch.ts). */
export type PrefetchPath = (href: string) => void;

export const PrefetchContext = createContext<PrefetchPath | null>(null);

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
 */
export function Link({ prefetch = 'intent', onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const start = use(PrefetchContext);
  const href = useHref(props.to, { relative: props.relative });
  const begin = () => {
    if (start && prefetch !== 'none' && !props.reloadDocument) start(href);
  };
  return (
    <RouterLink
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        begin();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        begin();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        if (prefetch === 'touch') begin();
      }}
    />
  );
}
