import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';

/** One column on phones, two from 768 px (the cards carry two buttons each). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A grid cell stretches its card, so cards of a row share one height. */
export const item = style({ display: 'grid' });
