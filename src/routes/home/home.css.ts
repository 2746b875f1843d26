import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const intro = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: '3fr 2fr', gap: vars.space.xxl } },
});

export const introTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const introText = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

export const highlights = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});

export const highlight = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, fontWeight: 600 });

export const check = style({ flex: '0 0 auto', marginTop: '0.2em', color: vars.color.primary });

export const alt = style({ background: vars.color.surfaceAlt });
