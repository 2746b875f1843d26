import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const band = style({
  background: `linear-gradient(135deg, ${vars.color.primaryDark} 0%, ${vars.color.primary} 100%)`,
  color: vars.color.onPrimary,
});

export const title = style({ color: vars.color.onPrimary });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  // A dark tint: a white one left the small labels under WCAG AA over the gradient's light end
  // (checked by hand: axe cannot measure text over a gradient).
  background: 'rgba(0, 0, 0, 0.1)',
  textAlign: 'center',
});

export const figure = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { fontSize: '2rem' } },
});

export const label = style({ fontSize: vars.fontSize.sm });

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const socialLink = style({
  color: vars.color.onPrimary,
  fontWeight: 600,
  selectors: { '&:hover': { textDecoration: 'none' } },
});
