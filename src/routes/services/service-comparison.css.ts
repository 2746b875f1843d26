import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.lg } },
});

export const column = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-ours]': { borderColor: vars.color.primary, boxShadow: vars.shadow.md } },
});

export const columnTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  selectors: { '[data-ours] &': { color: vars.color.primaryDark } },
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const mark = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  width: '1.5rem',
  height: '1.5rem',
  padding: '0.2rem',
  borderRadius: vars.radius.pill,
  selectors: {
    '&[data-mark="yes"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-mark="no"]': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});
