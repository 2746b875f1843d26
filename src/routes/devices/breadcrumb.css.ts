import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const nav = style({ marginBottom: vars.space.lg, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  selectors: {
    '& + &::before': { content: '"/"', color: vars.color.textMuted },
  },
});

export const current = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
