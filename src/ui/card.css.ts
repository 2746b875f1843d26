import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@/styles/theme.css';

// Route chunks may load their CSS before or after this file's: compose a variant, never override.

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardLg = style([card, { borderRadius: vars.radius.lg }]);

/** `columns` from phone to desktop: 2 → 1/2, 3 → 1/2/3, 4 → 2/3/4; without it the caller sets the columns. */
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
