import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

/** Height of the row of items under the bar on narrow screens, at the top of the page. */
export const NAV_ROW_HEIGHT = '2.75rem';

// Rules for the collapsible menu only; wide screens always show the items inline.
const narrow = 'screen and (max-width: 767.98px)';

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.header,
  // Solid once scrolled or open: a layer behind fades in by opacity alone (docs/behaviour.md, "Top navigation").
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: vars.color.surface,
      boxShadow: vars.shadow.md,
      opacity: 0,
      transition: 'opacity 200ms ease',
      pointerEvents: 'none',
    },
    '&[data-scrolled]::before, &[data-open]::before': { opacity: 1 },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: 0,
  transform: 'translateY(-120%)',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  zIndex: 1,
  selectors: {
    '&:focus': { transform: 'translateY(0.5rem)' },
  },
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [media.md]: { flexWrap: 'nowrap', paddingInline: vars.space.lg },
  },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.layout.headerHeight,
  color: vars.color.primary,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
});

export const toggle = style({
  display: 'inline-flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '5px',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  '@media': {
    [media.md]: { display: 'none' },
  },
});

export const toggleBar = style({
  display: 'block',
  width: '1.5rem',
  height: '2px',
  borderRadius: '2px',
  background: 'currentColor',
  transition: 'transform 200ms ease, opacity 200ms ease',
  selectors: {
    [`${toggle}[aria-expanded="true"] &:nth-child(1)`]: { transform: 'translateY(7px) rotate(45deg)' },
    [`${toggle}[aria-expanded="true"] &:nth-child(2)`]: { opacity: 0 },
    [`${toggle}[aria-expanded="true"] &:nth-child(3)`]: { transform: 'translateY(-7px) rotate(-45deg)' },
  },
});

export const nav = style({
  width: '100%',
  '@media': {
    [narrow]: {
      overflowX: 'auto',
      selectors: {
        [`${bar}[data-scrolled]:not([data-open]) &`]: { display: 'none' },
        [`${bar}[data-open] &`]: {
          position: 'fixed',
          top: vars.layout.headerHeight,
          bottom: 0,
          left: 0,
          right: 0,
          overflowY: 'auto',
          padding: vars.space.md,
          background: vars.color.surface,
          borderTop: `1px solid ${vars.color.border}`,
        },
      },
    },
    [media.md]: { width: 'auto', marginLeft: 'auto' },
  },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  height: NAV_ROW_HEIGHT,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [narrow]: {
      selectors: {
        [`${bar}[data-open] &`]: {
          flexDirection: 'column',
          alignItems: 'stretch',
          height: 'auto',
        },
      },
    },
  },
});

export const item = style({
  '@media': {
    [media.md]: {
      selectors: {
        '& + &': { borderLeft: `1px solid ${vars.color.border}` },
      },
    },
  },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: 700 },
  },
  '@media': {
    [narrow]: {
      selectors: {
        [`${bar}[data-open] &`]: {
          padding: `${vars.space.sm} ${vars.space.xs}`,
          fontSize: vars.fontSize.lg,
          borderBottom: `1px solid ${vars.color.border}`,
        },
      },
    },
    [media.md]: { paddingInline: vars.space.md },
  },
});
