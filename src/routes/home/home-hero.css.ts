import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

/** Banner artwork is 1440×600; from md up the slide keeps a readable height and crops. */
const SLIDE_HEIGHT_MD = 'clamp(26rem, 41.67vw, 37.5rem)';

export const hero = style({
  position: 'relative',
  background: vars.color.primaryDark,
  color: vars.color.onPrimary,
});

export const slide = style({
  position: 'relative',
  background: vars.color.primaryDark,
  '@media': { [media.md]: { height: SLIDE_HEIGHT_MD } },
});

export const image = style({
  width: '100%',
  aspectRatio: '1440 / 600',
  objectFit: 'cover',
  '@media': { [media.md]: { height: '100%', aspectRatio: 'auto', objectPosition: 'right center' } },
});

export const caption = style({
  // Room below for the pagination bullets and the pause control, which sit over the slide.
  padding: `${vars.space.md} ${vars.space.md} 3.75rem`,
  '@media': {
    [media.md]: {
      position: 'absolute',
      inset: 0,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      maxWidth: vars.layout.maxWidth,
      marginInline: 'auto',
      padding: `0 ${vars.space.lg} 6rem`,
    },
  },
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  '@media': { [media.md]: { maxWidth: '55%', fontSize: vars.fontSize.hero } },
});

export const subtitle = style({
  margin: 0,
  opacity: 0.92,
  '@media': { [media.md]: { maxWidth: '50%', fontSize: vars.fontSize.lg } },
});

export const cta = style({
  padding: `0 ${vars.space.md} ${vars.space.xl}`,
  '@media': {
    [media.md]: {
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: '3rem',
      // Above the slides (z-index 1) and swiper's pagination (10), like the pause control.
      zIndex: 11,
      maxWidth: vars.layout.maxWidth,
      marginInline: 'auto',
      padding: `0 ${vars.space.lg}`,
      pointerEvents: 'none',
    },
  },
});

export const ctaButton = style({ pointerEvents: 'auto' });

export const placeholder = style({
  aspectRatio: '1440 / 600',
  '@media': { [media.md]: { aspectRatio: 'auto', height: SLIDE_HEIGHT_MD } },
});

export const fallbackBand = style({
  padding: `${vars.space.xxl} ${vars.space.md} 0`,
  background: `linear-gradient(135deg, ${vars.color.primaryDark} 0%, ${vars.color.primary} 100%)`,
  '@media': { [media.md]: { minHeight: SLIDE_HEIGHT_MD, padding: `${vars.space.xxl} 0 7rem` } },
});

globalStyle(`${hero} .swiper`, {
  vars: {
    '--swiper-pagination-color': vars.color.onPrimary,
    '--swiper-pagination-bullet-inactive-color': vars.color.onPrimary,
    '--swiper-pagination-bullet-inactive-opacity': '0.5',
    '--swiper-pagination-bullet-size': '10px',
    '--swiper-pagination-bottom': '1.25rem',
  },
});
