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

/** The site's one input look (src/ui/form/field.css.ts), so the comment form matches the others. */
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

/** The hint over the button on phones; from md the hint on the left, the button on the right. */
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

/** A further line of the failure: the server's message, or that the comment may have arrived. */
export const failureNote = style({ display: 'block', marginTop: vars.space.xxs, fontWeight: 400, overflowWrap: 'anywhere' });
