import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

/** Shared look of buttons and link-buttons: `className={button({ tone: 'outline' })}`. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"], &[data-disabled]': {
        opacity: 0.55,
        cursor: 'not-allowed',
        pointerEvents: 'none',
      },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover': { background: vars.color.primaryDark } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.primarySoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.surfaceAlt } },
      },
      whatsapp: {
        background: vars.color.whatsapp,
        color: vars.color.onPrimary,
        selectors: { '&:hover': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: { minHeight: '2.25rem', padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '2.75rem', padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', padding: `${vars.space.sm} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    block: {
      true: { display: 'flex', width: '100%' },
    },
  },
  defaultVariants: {
    tone: 'primary',
    size: 'md',
  },
});

export type ButtonVariants = RecipeVariants<typeof button>;
