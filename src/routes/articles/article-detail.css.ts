import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const column = style({
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  marginBottom: vars.space.lg,
});

export const body = style({
  fontSize: vars.fontSize.md,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

// The editor wraps embedded videos in a <figure>; its default side margins would narrow them.
globalStyle(`${body} figure`, { margin: `${vars.space.md} 0` });

export const related = style({
  marginTop: vars.space.xxl,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
