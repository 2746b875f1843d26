import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
