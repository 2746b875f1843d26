import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [media.md]: { paddingInline: vars.space.lg },
  },
});

export const section = style({
  paddingBlock: vars.space.xl,
  '@media': {
    [media.md]: { paddingBlock: vars.space.xxl },
  },
});
