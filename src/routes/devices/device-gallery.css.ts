import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const gallery = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const main = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  overflow: 'hidden',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primarySoft}` },
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const thumb = style({
  width: '4.5rem',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});
