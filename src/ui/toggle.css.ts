import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

/** A button that stays pressed (`aria-pressed="true"`): filter chips, period pickers, document lists. */
export const toggle = recipe({
  base: {
    minHeight: '2.75rem',
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    fontWeight: 600,
    cursor: 'pointer',
    transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.primary,
        background: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  },
  variants: {
    shape: {
      pill: { padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.pill },
      tile: {
        display: 'block',
        width: '100%',
        padding: `${vars.space.sm} ${vars.space.md}`,
        borderRadius: vars.radius.md,
        textAlign: 'left',
      },
    },
    tone: {
      outline: {
        borderColor: vars.color.primary,
        color: vars.color.primary,
        selectors: { '&:hover:not([aria-pressed="true"])': { background: vars.color.primarySoft } },
      },
      neutral: {
        color: vars.color.text,
        selectors: { '&:hover': { borderColor: vars.color.primary } },
      },
    },
  },
  defaultVariants: {
    shape: 'pill',
    tone: 'outline',
  },
});

export type ToggleVariants = RecipeVariants<typeof toggle>;
