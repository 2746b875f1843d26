import { style } from '@vanilla-extract/css';
import { APP_MARK } from '@/lib/app-mark';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';

export const ANSWER_MAX_HEIGHT = '500px';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { maxWidth: '48rem', marginInline: 'auto' },
]);

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[data-state="open"]': { borderColor: vars.color.primary, boxShadow: vars.shadow.sm } },
});

export const header = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[data-state="open"]': { color: vars.color.primaryDark },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flex: '0 0 auto',
  transition: 'transform 200ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

/** A closed answer is hidden; where the app cannot run no question can open, so every answer shows. */
export const panel = style({
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
    [`html:not([${APP_MARK}]) &[data-state="closed"]`]: { display: 'block' },
  },
});

export const answer = style({
  maxHeight: ANSWER_MAX_HEIGHT,
  overflowY: 'auto',
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const placeholder = style({
  height: '3rem',
  borderRadius: vars.radius.md,
});

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });
