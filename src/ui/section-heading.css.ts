import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const heading = style({
  marginBottom: vars.space.lg,
  textAlign: 'center',
  '@media': { [media.md]: { marginBottom: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const subtitle = style({
  margin: `${vars.space.xs} auto 0`,
  maxWidth: '40rem',
  color: vars.color.textMuted,
});
