import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrapper = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.primaryDark,
});

export { track } from '@/ui/track.css';

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
});
