import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { media, vars } from '@/styles/theme.css';
import { card as cardSurface } from '@/ui/card.css';

export const field = style({ minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '1px' },
    '&:disabled': { background: vars.color.surfaceAlt, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
  },
});

export const textarea = style({ minHeight: '6rem', resize: 'vertical', lineHeight: 1.5 });

export const select = style({
  appearance: 'none',
  paddingRight: '2.25rem',
  cursor: 'pointer',
  // A drawn chevron, since appearance: none removes the native one.
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' width='18' height='18'%3E%3Cpath d='m6 9 6 6 6-6' fill='none' stroke='%234b5563' stroke-width='2'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space.sm} center`,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style([label, { padding: 0, marginBottom: vars.space.xxs }]);

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  cursor: 'pointer',
});

export const radioInput = style({ width: '1.125rem', height: '1.125rem', margin: 0, accentColor: vars.color.primary });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${vars.space.md} ${vars.space.lg}` } },
});

export const fullRow = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const card = style([
  cardSurface,
  {
    maxWidth: '52rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    '@media': { [media.md]: { padding: vars.space.xl } },
  },
]);

export const submitRow = style([
  fullRow,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', alignItems: { base: 'stretch', md: 'flex-start' } }),
]);
