import { style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';
import { card } from '@/ui/card.css';

export const groups = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '56rem',
  marginInline: 'auto',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg } },
});

export const groupTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const contactButton = style([
  card,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '3.5rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text,
    textDecoration: 'none',
    transition: 'border-color 150ms ease, box-shadow 150ms ease',
    selectors: {
      'a&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
      'span&': { opacity: 0.7 },
    },
  },
]);

export const icon = style({
  flex: '0 0 auto',
  width: '2.5rem',
  height: '2.5rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  selectors: { '[data-kind="whatsapp"] &': { background: vars.color.whatsapp, color: vars.color.onPrimary } },
});

/** The channel over the title (a <Stack>); may shrink, so a long title wraps. */
export const text = style({ minWidth: 0 });

export const channel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const title = style({ fontWeight: 700, overflowWrap: 'anywhere' });
