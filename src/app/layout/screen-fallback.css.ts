import { style } from '@vanilla-extract/css';

export const hero = style({ display: 'block', height: 'min(70vh, 32rem)' });
