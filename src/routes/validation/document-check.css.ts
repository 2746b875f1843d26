import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from '@/styles/sprinkles.css';
import { vars } from '@/styles/theme.css';

export const panel = style({ maxWidth: '40rem', marginInline: 'auto' });

export const form = sprinkles({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { md: 'stretch' }, gap: 'sm' });

export const input = style({ flex: '1 1 auto', minHeight: '3rem' });

export const live = style({ marginTop: vars.space.lg });

export const icon = style({ flex: '0 0 auto' });

export const result = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    fontWeight: 600,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      valid: { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success },
      invalid: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
    },
  },
});

/** A message about the check itself (no connection), not a verdict on the document. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.textMuted}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 600,
});
