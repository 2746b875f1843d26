import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

export const form = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.primaryDark });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xl } },
});

export const group = style({ minWidth: 0 });
