import { style } from '@vanilla-extract/css';
import { sprinkles } from '@/styles/sprinkles.css';
import { media, vars } from '@/styles/theme.css';
import { cardLg } from '@/ui/card.css';
import { toggle } from '@/ui/toggle.css';

export const layout = style({
  display: 'grid',
  // minmax(0, …): the sideways-scrolling list must not widen the page to its full length.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start', gap: vars.space.xl },
  },
});

/** A row that scrolls and snaps sideways on phones; a plain column from 768 px. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.md,
  overscrollBehaviorX: 'contain',
  '@media': {
    [media.md]: {
      flexDirection: 'column',
      overflowX: 'visible',
      scrollSnapType: 'none',
      padding: 0,
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
    },
  },
});

export const listItem = style({
  flex: '0 0 auto',
  maxWidth: '80%',
  scrollSnapAlign: 'start',
  '@media': {
    [media.md]: { maxWidth: 'none' },
  },
});

export const listButton = toggle({ shape: 'tile', tone: 'neutral' });

export const document = style([
  cardLg,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  { padding: vars.space.lg, minWidth: 0 },
]);

export const documentTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
});

export const updated = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const updatedLabel = style({
  fontWeight: 700,
});

export const documentBody = style({
  color: vars.color.text,
});
