import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const block = style({
  marginBottom: vars.space.xl,
  '@media': { [media.md]: { marginBottom: vars.space.xxl } },
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
});

export const popularSkeleton = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Only the first placeholder card on a phone, where one slide is in view. */
export const wideOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'block' } },
});

export const carousel = style({});

// Room under the slides for swiper's dots, and for the cards' shadow, which .swiper's overflow would clip.
globalStyle(`${carousel} .swiper`, {
  paddingBottom: vars.space.xl,
  paddingInline: '2px',
});
