import { cardGrid } from '@/ui/card.css';

export const grid = cardGrid({ columns: 4, gap: 'sm' });
