import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';

export const screen = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'sm' }),
  { minHeight: '60vh', paddingBlock: vars.space.xxl, textAlign: 'center' },
]);

export const title = style({
  margin: 0,
  fontSize: 'clamp(3rem, 10vw, 5rem)',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.primary,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});

export const detail = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  wordBreak: 'break-word',
});
