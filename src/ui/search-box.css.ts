import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const form = style({
  position: 'relative',
  width: '100%',
  maxWidth: '36rem',
  margin: `0 auto ${vars.space.lg}`,
});

export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 2.75rem`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  ':focus': { borderColor: vars.color.primary },
});
