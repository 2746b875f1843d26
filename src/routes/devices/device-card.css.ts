import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';
import { card as cardSurface } from '@/ui/card.css';

export const card = style([
  cardSurface,
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    height: '100%',
    overflow: 'hidden',
    color: vars.color.text,
    textDecoration: 'none',
    transition: 'box-shadow 150ms ease, border-color 150ms ease',
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
    },
  },
]);

export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const thumbSkeleton = style({ aspectRatio: '1 / 1' });

export const body = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }), { padding: vars.space.sm }]);

export const title = style({
  fontWeight: 600,
  lineHeight: 1.35,
});

export const price = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.primary,
});
