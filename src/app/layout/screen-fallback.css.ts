import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const hero = style({ display: 'block', height: 'min(70vh, 32rem)' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
