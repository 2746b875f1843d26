import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { media, vars } from '@/styles/theme.css';
import { control as fieldControl } from '@/ui/form/field.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', padding: vars.space.lg },
  },
});

export const wide = style({
  '@media': { [media.md]: { gridColumn: '1 / -1' } },
});

export const label = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const control = fieldControl;

export const textarea = style({
  minHeight: '6.5rem',
  resize: 'vertical',
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const footer = sprinkles({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { md: 'center' },
  justifyContent: { md: 'space-between' },
  gap: 'sm',
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const failure = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const failureNote = style({ display: 'block', marginTop: vars.space.xxs, fontWeight: 400, overflowWrap: 'anywhere' });
