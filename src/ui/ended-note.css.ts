import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

/** As tall as the button it replaces, so cards keep their rows aligned, but plainly not a control. */
export const endedNote = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'center',
  },
  variants: {
    size: {
      xs: { padding: `0.125rem ${vars.space.xs}`, fontSize: vars.fontSize.xs, alignSelf: 'flex-start' },
      md: { minHeight: '2.75rem', padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      lg: { minHeight: '3.25rem', padding: `${vars.space.sm} ${vars.space.xl}`, fontSize: vars.fontSize.md },
    },
    block: { true: { display: 'flex', width: '100%' } },
  },
  defaultVariants: { size: 'md' },
});
