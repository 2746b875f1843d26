import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// Shown only as the address's target on a page the app has not taken over: the form sent nothing.
export const notice = style({
  display: 'none',
  gridColumn: '1 / -1',
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  scrollMarginTop: '5rem',
  selectors: {
    '[data-prerendered] &:target': { display: 'block' },
  },
});

export const text = style({ margin: 0, fontWeight: 600 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
});
