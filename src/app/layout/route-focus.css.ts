import { globalStyle } from '@vanilla-extract/css';

/** Focus comes from the site, not the visitor: no ring, outweighing the global `:focus-visible` rule. */
globalStyle('h1[data-route-focus]:focus', { outline: 'none' });
