import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const wrapper = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xl,
});
