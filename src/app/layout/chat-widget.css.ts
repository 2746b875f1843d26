import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const root = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.md]: { right: vars.space.lg, bottom: vars.space.lg },
  },
});

// The greeting bubble only fits beside the button on wide screens.
export const bubble = style({
  display: 'none',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.md]: { display: 'block' },
  },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  background: vars.color.whatsapp,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
  transition: 'transform 150ms ease',
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
  },
});
