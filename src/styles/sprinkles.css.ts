import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from './theme.css';

/** Layout atoms per breakpoint, from the breakpoint up; only the values the site uses. A style composing
 * atoms must not set the same properties again, or the stylesheets' order decides which wins. */
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
