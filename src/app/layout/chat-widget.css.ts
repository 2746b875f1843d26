import { globalStyle, style } from '@vanilla-extract/css';
import { floating, media, vars } from '@/styles/theme.css';
import { fieldFocused } from './floating-reservation.css';

export const root = style({
  position: 'fixed',
  right: floating.inset,
  bottom: floating.inset,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

// Steps aside while the visitor fills in a field: the field, and on a phone the keyboard, need the room.
globalStyle(`${fieldFocused} ${root}`, { visibility: 'hidden' });

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
  width: floating.size,
  height: floating.size,
  borderRadius: '50%',
  background: vars.color.whatsapp,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
  transition: 'transform 150ms ease',
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
  },
});
