import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';
import { NAV_ROW_HEIGHT } from './header-nav.css';

export const main = style({
  display: 'block',
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

export const pageExtras = style({ display: 'contents' });
