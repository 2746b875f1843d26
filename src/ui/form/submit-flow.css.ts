import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { track as groove } from '../track.css';

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const upload = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const track = style([groove, { flex: '1 1 auto', minWidth: '6rem' }]);

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transformOrigin: 'left',
  transition: 'transform 200ms linear',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const percent = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  minWidth: '3.5ch',
  textAlign: 'right',
});

export const waiting = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
