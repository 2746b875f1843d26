import { globalStyle, style } from '@vanilla-extract/css';
import { floating, media, vars } from '@/styles/theme.css';

const roomy = 'screen and (min-width: 1024px)';

/** Phones: a circle above the chat button, its label for assistive technology only; wider: a labelled pill. */
export const link = style({
  position: 'fixed',
  right: floating.inset,
  bottom: `calc(${floating.inset} + ${floating.size} + ${floating.gap})`,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: floating.size,
  height: floating.size,
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
    [media.md]: {
      right: 'auto',
      left: floating.inset,
      bottom: floating.inset,
      width: 'auto',
      height: 'auto',
      // Never reaches under the chat button, whatever the width or the font: a wider label wraps.
      maxWidth: `calc(100% - 2 * ${floating.inset} - ${floating.size} - ${floating.gap})`,
      minHeight: '3rem',
      padding: `${vars.space.xs} ${vars.space.md}`,
    },
    [roomy]: { padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
  },
});

/** While the visitor fills in a field, the floating buttons step aside (see chat-widget.css.ts). */
export const fieldFocused = ':root:has(:is(input, select, textarea):focus)';
globalStyle(`${fieldFocused} ${link}`, { visibility: 'hidden' });

export const icon = style({ flex: 'none' });

export const label = style({
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
