import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The groove of a bar that fills (an upload's progress, a promotion's quota). */
export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});
