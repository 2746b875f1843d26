import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';
import { badge as sharedBadge } from '@/ui/badge.css';

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'relative',
    height: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transition: 'box-shadow 150ms ease',
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
      // The whole card is the title link's target, so its focus ring goes around the card.
      '&:focus-within': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
    },
  },
]);

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'xs' }),
  { flex: 1, padding: vars.space.md },
]);

export const badge = style([sharedBadge, { letterSpacing: '0.02em' }]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.35,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: 'none' },
    // Stretches the link over the card: one tab stop, and a click anywhere opens the article.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const date = style({
  marginTop: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const skeletonBody = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }), { padding: vars.space.md }]);
