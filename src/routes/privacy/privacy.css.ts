import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const document = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
});

export const section = style({});

export const heading = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.primaryDark,
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg });

globalStyle(`${section} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${section} > :last-child`, { marginBottom: 0 });
