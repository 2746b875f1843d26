import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: 'rgba(15, 23, 42, 0.55)',
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.overlay,
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 26rem)',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  animation: `${popIn} 180ms ease-out`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBottom: vars.space.md,
  borderRadius: vars.radius.pill,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="error"]': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&[data-tone="warning"]': { background: '#fef3c7', color: '#b45309' },
  },
});

export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.xs}` });

export const description = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });

export const line = style({ margin: 0 });

export const note = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
