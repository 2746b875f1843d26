import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { floatingClearance, media, vars } from '@/styles/theme.css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surfaceAlt,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  paddingBottom: floatingClearance,
  // Rendered only as it nears the viewport, so the first paint and the load event do not wait for it.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1420px',
  '@media': {
    [media.md]: { containIntrinsicSize: 'auto 940px' },
    [media.lg]: { containIntrinsicSize: 'auto 610px' },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.primaryDark,
});

export const text = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
});

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
  },
});

export const contactLink = style([
  link,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontWeight: 600,
  },
]);

export const contactIcon = style({
  flex: 'none',
  color: vars.color.primary,
});

export const branchTitle = style({
  display: 'block',
  fontWeight: 700,
});

export const branchAddress = style([link, { color: vars.color.textMuted }]);

export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const logo = style({
  display: 'block',
  width: 'auto',
  height: '2.5rem',
  objectFit: 'contain',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const copyright = style({
  marginBlock: 0,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
