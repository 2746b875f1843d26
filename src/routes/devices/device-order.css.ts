import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { toggle } from '@/ui/toggle.css';

export const order = style({ display: 'grid', gap: vars.space.md });

export const periodBox = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const periods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const period = toggle({ shape: 'pill', tone: 'neutral' });

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.primaryDark,
});
