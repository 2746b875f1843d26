import { style } from '@vanilla-extract/css';
import { floating, vars } from '@/styles/theme.css';

// From this width the link has room for its roomier look beside the chat button.
const roomy = 'screen and (min-width: 360px)';

// Bottom-left, clear of the chat button in the bottom-right corner.
export const link = style({
  position: 'fixed',
  left: floating.inset,
  bottom: floating.inset,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // Never reaches under the chat button, whatever the width or the font: a wider label wraps.
  maxWidth: `calc(100% - 2 * ${floating.inset} - ${floating.size} - ${floating.gap})`,
  minHeight: '3rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.2,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  transition: 'transform 150ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)' },
  },
  '@media': {
    [roomy]: { padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
  },
});

export const icon = style({ flex: 'none' });
