import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const section = style({
  marginTop: vars.space.xxl,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
});

export const list = style({ margin: `${vars.space.lg} 0 0`, padding: 0, listStyle: 'none' });

export const thread = style({
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

export const avatar = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.xs}`,
});

export const name = style({
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const text = style({
  margin: `${vars.space.xxs} 0 0`,
  // Visitors' line breaks (Shift+Enter) are kept; the text itself is never read as HTML.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  // Under the text, not under the avatar: the avatar's gap and the buttons' own padding cancel out.
  paddingLeft: '2.5rem',
});

export const toggle = style({
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.primarySoft },
  },
});

export const nested = style({
  marginTop: vars.space.sm,
  paddingLeft: vars.space.md,
  '@media': { [media.md]: { paddingLeft: `calc(2.5rem + ${vars.space.sm})` } },
});

export const replies = style({
  margin: 0,
  padding: `0 0 0 ${vars.space.sm}`,
  listStyle: 'none',
  borderLeft: `3px solid ${vars.color.primarySoft}`,
});
