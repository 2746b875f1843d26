import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';
import { card as cardSurface } from '@/ui/card.css';

export const card = style([cardSurface, sprinkles({ display: 'flex', flexDirection: 'column' }), { overflow: 'hidden' }]);

export const banner = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const bannerSkeleton = style({ aspectRatio: '2 / 1' });

export const body = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }), { flex: 1, padding: vars.space.md }]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const expiry = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const date = style({ fontWeight: 600, color: vars.color.text });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  // Keeps the buttons on one line at the bottom of cards of uneven height.
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

// Two buttons side by side fit a 375 px phone only with narrower side padding.
globalStyle(`${actions} > a, ${actions} > button`, { paddingInline: vars.space.xs });
