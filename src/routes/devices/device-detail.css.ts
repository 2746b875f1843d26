import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.xl,
    },
  },
});

export const info = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.primaryDark,
  overflowWrap: 'anywhere',
});

export const description = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const descriptionTitle = style({ fontSize: vars.fontSize.xl });
