import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { media, vars } from '@/styles/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

export const step = style([
  sprinkles({ display: 'flex', gap: 'md', flexDirection: { lg: 'column' }, alignItems: { lg: 'flex-start' } }),
  { padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surfaceAlt },
]);

export const number = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
});

export const title = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.lg, color: vars.color.primaryDark });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
