import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from './theme.css';

/**
 * Layout atoms (vanilla-extract's sprinkles), per breakpoint of theme.css.ts: a value applies
 * from its breakpoint up, e.g. `gap: 'md'`, `flexDirection: { base: 'column', md: 'row' }` or
 * `['column', 'row']`. Only the values the site uses: add one when a layout needs it.
 *
 * A style that composes atoms (`style([sprinkles({ … }), { … }])`, or a className given to
 * <Stack>) must not set the same properties again: which rule wins would then depend on the
 * order of the stylesheets, not on the code.
 */
const layout = defineProperties({
  conditions: {
    base: {},
    md: { '@media': media.md },
    lg: { '@media': media.lg },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'md', 'lg'],
  properties: {
    display: ['flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center'],
    justifyContent: ['center', 'space-between'],
    gap: vars.space,
  },
});

export const sprinkles = createSprinkles(layout);

export type Sprinkles = Parameters<typeof sprinkles>[0];
