import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';
import { cardGrid, card as cardSurface } from '@/ui/card.css';

export const intro = style({ textAlign: 'center', marginBottom: vars.space.lg });

export const heading = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryDark,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const tagline = style({ margin: 0, color: vars.color.textMuted });

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const filter = style({ position: 'relative' });

export const filterSelect = style({
  paddingRight: '4.25rem',
  selectors: { '&[data-empty="true"]': { color: vars.color.textMuted, paddingRight: '2.25rem' } },
});

export const clear = style({
  position: 'absolute',
  top: '50%',
  right: '2.25rem',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.dangerSoft, color: vars.color.danger } },
});

export const grid = cardGrid({ columns: 3, gap: 'md' });

export const card = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg },
]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const cardDeadline = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.primaryDark, fontWeight: 600 });

export const cardDetail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const cardLink = style({ marginTop: 'auto', alignSelf: 'flex-start' });
