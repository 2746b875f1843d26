import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const banner = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const expiry = style({ margin: 0, color: vars.color.textMuted });

export const date = style({ fontWeight: 600, color: vars.color.text });

export const description = style({
  '@media': { [media.lg]: { gridColumn: '1 / -1' } },
});

export const others = style({ marginTop: vars.space.xxl });

export const othersTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
  marginBottom: vars.space.lg,
});

export const moreLink = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
