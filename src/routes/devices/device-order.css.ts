import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const order = style({ display: 'grid', gap: vars.space.md });

export const periodBox = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const periods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const period = style({
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.primaryDark,
});
