import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { media, vars } from '@/styles/theme.css';
import { card as cardSurface } from '@/ui/card.css';

export const card = style([
  cardSurface,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }),
  {
    maxWidth: '52rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    '@media': { [media.md]: { padding: vars.space.xl } },
  },
]);

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const divider = style({ width: '100%', margin: 0, border: 0, borderTop: `1px solid ${vars.color.border}` });

export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.primaryDark });

export const apply = style({ alignSelf: 'stretch', '@media': { [media.md]: { alignSelf: 'flex-start' } } });

export const skeletonBlock = style({ flexShrink: 0 });
