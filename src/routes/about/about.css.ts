import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const intro = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const mediaBox = style({ position: 'relative' });

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  background: vars.color.primaryDark,
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  transition: 'background-color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.primaryDark },
  },
});

export const values = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const valueCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  borderTop: `4px solid ${vars.color.primary}`,
});

export const valueTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
});
