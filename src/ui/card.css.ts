import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@/styles/theme.css';

/*
 * Route chunks may load their CSS before or after this file's, so a style that composes one of these
 * must not set the same properties again: pick a variant (or `cardLg`) instead of overriding.
 */

/** The raised surface of a card; layout and padding stay with each card (`style([card, { … }])`). */
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** The same surface with the large corner radius (documents, the home services tiles). */
export const cardLg = style([card, { borderRadius: vars.radius.lg }]);

/**
 * A list (`<ul>`) laid out as a grid of cards.
 * - `columns: 2`: one column on phones, two from 768 px.
 * - `columns: 3`: one column on phones, two from 768 px, three from 1024 px.
 * - `columns: 4`: small tiles, two a row on phones, three from 768 px, four from 1024 px.
 * - no `columns`: the caller sets `gridTemplateColumns` itself.
 * `gap` is the phone gap and widens to `lg` from 768 px; without it the caller sets the gap.
 */
export const cardGrid = recipe({
  base: {
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      2: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      3: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media': {
          [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': {
          [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
    gap: {
      sm: { gap: vars.space.sm, '@media': { [media.md]: { gap: vars.space.lg } } },
      md: { gap: vars.space.md, '@media': { [media.md]: { gap: vars.space.lg } } },
      lg: { gap: vars.space.lg },
    },
  },
});

export type CardGridVariants = RecipeVariants<typeof cardGrid>;
