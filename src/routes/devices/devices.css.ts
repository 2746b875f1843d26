import { cardGrid } from '@/ui/card.css';

/** Two cards a row on phones, three from 768 px, four from 1024 px. */
export const grid = cardGrid({ columns: 4, gap: 'sm' });
