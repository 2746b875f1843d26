import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const root = style({
  position: 'relative',
  vars: {
    '--swiper-theme-color': vars.color.primary,
    '--swiper-pagination-bullet-inactive-color': vars.color.textMuted,
    // Bullets are small; their centres stay 24 px apart so each is an easy target.
    '--swiper-pagination-bullet-size': '10px',
    '--swiper-pagination-bullet-horizontal-gap': '8px',
  },
});

export const fallback = style({ overflow: 'hidden' });

export const pause = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  // Above swiper's slides (z-index 1) and pagination (10), below overlays.
  zIndex: 11,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'rgba(15, 23, 42, 0.6)',
  color: '#fff',
  cursor: 'pointer',
});

globalStyle(`${root} .swiper-slide`, { height: 'auto' });
