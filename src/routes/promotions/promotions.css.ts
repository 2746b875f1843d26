import { style } from '@vanilla-extract/css';
import { cardGrid } from '@/ui/card.css';

export const grid = cardGrid({ columns: 2, gap: 'lg' });

/** A grid cell stretches its card, so cards of a row share one height. */
export const item = style({ display: 'grid' });
