import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const badge = style({
  display: 'inline-block',
  padding: `0.125rem ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
