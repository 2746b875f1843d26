import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { media, vars } from '@/styles/theme.css';
import { cardGrid, cardLg } from '@/ui/card.css';

export const grid = style([
  cardGrid(),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    '@media': {
      [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
      [media.lg]: { gap: vars.space.lg },
    },
  },
]);

const tileStack = sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xs' });

export const card = style([
  cardLg,
  tileStack,
  {
    height: '100%',
    padding: `${vars.space.lg} ${vars.space.sm}`,
    color: vars.color.text,
    textAlign: 'center',
    textDecoration: 'none',
    transition: 'box-shadow 150ms ease, border-color 150ms ease, transform 150ms ease',
    selectors: {
      '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    },
  },
]);

export const icon = style({ width: '4rem', height: '4rem', '@media': { [media.md]: { width: '5rem', height: '5rem' } } });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.primaryDark,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

export const price = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const amount = style({ display: 'block', fontWeight: 700, color: vars.color.text });

export const placeholder = style([
  tileStack,
  {
    padding: `${vars.space.lg} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
]);
