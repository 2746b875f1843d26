import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const page = style({
  maxWidth: '52rem',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.md]: { padding: vars.space.lg },
  },
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const entryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.primaryDark,
});

export const badge = style({
  display: 'inline-block',
  padding: `0.125rem ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const answer = style({
  width: '100%',
  color: vars.color.text,
});

export const answerLabel = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontWeight: 700,
});

export const answerPreview = style({
  margin: 0,
});

export const toggle = style({
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
