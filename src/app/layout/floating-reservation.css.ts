import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

// Bottom-left, clear of the chat button in the bottom-right corner.
export const link = style({
  position: 'fixed',
  left: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '3rem',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  transition: 'transform 150ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)' },
  },
  '@media': {
    [media.md]: { left: vars.space.lg, bottom: vars.space.lg },
  },
});
