import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';
import { NAV_ROW_HEIGHT } from './header-nav.css';

export const main = style({
  display: 'block',
  // At least a screen tall, so a short page still keeps the footer below the fold.
  minHeight: ['100vh', '100dvh'],
  // The header is fixed; on narrow screens its row of items sits under the bar at the top.
  paddingTop: `calc(${vars.layout.headerHeight} + ${NAV_ROW_HEIGHT})`,
  '@media': {
    [media.md]: { paddingTop: vars.layout.headerHeight },
  },
  selectors: {
    // Focused by the skip link (with tabIndex -1), not by the visitor: no focus ring.
    '&:focus': { outline: 'none' },
  },
});

/** Groups the parts after `main` only to make them inert together; it adds no box of its own. */
export const pageExtras = style({ display: 'contents' });
