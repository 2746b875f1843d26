import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const band = style({
  paddingBlock: `${vars.space.xl} ${vars.space.lg}`,
  background: `linear-gradient(180deg, ${vars.color.primarySoft} 0%, ${vars.color.surface} 100%)`,
  textAlign: 'center',
  '@media': { [media.md]: { paddingBlock: `${vars.space.xxl} ${vars.space.xl}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.primaryDark,
  '@media': { [media.md]: { fontSize: '2.25rem' } },
});

export const subtitle = style({
  margin: `${vars.space.xs} auto 0`,
  maxWidth: '40rem',
  color: vars.color.textMuted,
});
