import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const icon = style({ flexShrink: 0 });

export const badge = style({
  padding: `0.125rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
