import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const toggle = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  // Above a carousel's slides (z-index 1) and pagination (10), below the header and overlays.
  zIndex: 11,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'rgba(15, 23, 42, 0.6)',
  color: '#fff',
  cursor: 'pointer',
});
