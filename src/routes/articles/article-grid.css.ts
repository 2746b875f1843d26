import { style } from '@vanilla-extract/css';
import { media } from '@/styles/theme.css';
import { cardGrid } from '@/ui/card.css';

export const grid = style([
  cardGrid({ gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const threeColumns = style({
  '@media': {
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
