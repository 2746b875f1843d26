import { globalStyle } from '@vanilla-extract/css';

/**
 * The heading gets focus from the site, not from the visitor, and is no control: no ring. The
 * selector outweighs the global `:focus-visible` rule, which a keyboard click would trigger.
 */
globalStyle('h1[data-route-focus]:focus', { outline: 'none' });
