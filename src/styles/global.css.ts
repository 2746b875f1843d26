import { globalStyle } from '@vanilla-extract/css';
import { floatingClearance, vars } from './theme.css';
import './sprinkles.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'auto',
  // Anchors and focused fields scroll clear of the fixed header.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  // ...and clear of the floating reservation and chat buttons at the bottom.
  scrollPaddingBottom: floatingClearance,
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.surface,
});

globalStyle('img, video, svg', { maxWidth: '100%', display: 'block' });
globalStyle('img', { height: 'auto' });

globalStyle('a', { color: vars.color.primary });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4', { lineHeight: 1.25, margin: `0 0 ${vars.space.sm}` });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: '2px',
});

globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
