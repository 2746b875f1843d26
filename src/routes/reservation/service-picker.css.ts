import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  // Room for the focus ring and the selected tile's shadow inside the scrolling box.
  padding: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.xs}) ${vars.space.lg}`,
  scrollbarWidth: 'thin',
});

export const tile = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'xs' }),
  {
    position: 'relative',
    flex: '0 0 8rem',
    minHeight: '7.5rem',
    padding: vars.space.sm,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    scrollSnapAlign: 'start',
    textAlign: 'center',
    transition: 'border-color 150ms ease, background-color 150ms ease',
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&[aria-pressed="true"]': {
        borderColor: vars.color.primary,
        background: vars.color.primarySoft,
        boxShadow: vars.shadow.sm,
      },
    },
  },
]);

// A check mark, so the choice does not rest on colour alone.
export const check = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xs,
  color: vars.color.primaryDark,
  fontWeight: 700,
  visibility: 'hidden',
  selectors: { [`${tile}[aria-pressed="true"] &`]: { visibility: 'visible' } },
});

export const icon = style({ width: '3rem', height: '3rem', objectFit: 'contain' });

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: 600, lineHeight: 1.3, color: vars.color.text });

export const skeletonTile = style({ flex: '0 0 8rem', borderRadius: vars.radius.md });

export const empty = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
});
