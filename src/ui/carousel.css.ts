import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const root = style({
  position: 'relative',
  vars: {
    '--swiper-theme-color': vars.color.primary,
    '--swiper-pagination-bullet-inactive-color': vars.color.textMuted,
    // Bullets are small; their centres stay 24 px apart so each is an easy target.
    '--swiper-pagination-bullet-size': '10px',
    '--swiper-pagination-bullet-horizontal-gap': '8px',
    // Slides in view and the gap at this width, from the carousel's own values (carousel.tsx).
    '--carousel-in-view': 'var(--carousel-per-view)',
    '--carousel-space': 'var(--carousel-gap)',
  },
  '@media': {
    [media.md]: {
      vars: {
        '--carousel-in-view': 'var(--carousel-per-view-md, var(--carousel-per-view))',
        '--carousel-space': 'var(--carousel-gap-md, var(--carousel-gap))',
      },
    },
    [media.lg]: {
      vars: {
        '--carousel-in-view': 'var(--carousel-per-view-lg, var(--carousel-per-view-md, var(--carousel-per-view)))',
        '--carousel-space': 'var(--carousel-gap-lg, var(--carousel-gap-md, var(--carousel-gap)))',
      },
    },
  },
});

/** The slides in view before Swiper arrives, in its own markup and sizes, so nothing moves when it takes over. */
export const stillFrame = style({ position: 'relative', overflow: 'hidden' });

export const still = style({ display: 'flex' });

globalStyle(`${still} > .swiper-slide`, {
  flexShrink: 0,
  width: 'calc((100% - (var(--carousel-in-view) - 1) * var(--carousel-space)) / var(--carousel-in-view))',
  marginRight: 'var(--carousel-space)',
});

globalStyle(`${root} .swiper-slide`, { height: 'auto' });
