import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const travel = keyframes({
  '0%': { transform: 'translateX(-100%) scaleX(0.3)' },
  '60%': { transform: 'translateX(30%) scaleX(0.6)' },
  '100%': { transform: 'translateX(100%) scaleX(0.3)' },
});

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: `calc(${vars.zIndex.header} + 1)`,
  height: '3px',
  overflow: 'hidden',
  opacity: 0,
  pointerEvents: 'none',
  transition: 'opacity 150ms ease 150ms',
  selectors: {
    '&[data-busy]': { opacity: 1 },
    // Idle, the bar is unseen, but a running animation would still make the browser draw every frame.
    '&:not([data-busy])::before': { animationPlayState: 'paused' },
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: vars.color.accent,
      transformOrigin: 'left',
      animation: `${travel} 1.1s ease-in-out infinite`,
    },
  },
});
