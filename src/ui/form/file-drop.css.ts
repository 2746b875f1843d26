import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';

export const root = style({ minWidth: 0 });

export const zone = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'xs' }),
  {
    position: 'relative',
    flex: 1,
    minHeight: '10rem',
    padding: vars.space.md,
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceAlt,
    textAlign: 'center',
    cursor: 'pointer',
    transition: 'border-color 150ms ease, background-color 150ms ease',
    selectors: {
      '&:hover, &:focus-within': { borderColor: vars.color.primary },
      '&[data-dragging="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
      '&[data-filled="true"]': { borderStyle: 'solid', cursor: 'default' },
    },
  },
]);

export const icon = style({ color: vars.color.primary });

export const prompt = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const preview = style({
  width: 'auto',
  maxWidth: '100%',
  height: '7.5rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const fileName = style({
  margin: 0,
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs });
