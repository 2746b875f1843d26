import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const box = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const title = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.text });

export const text = style({ margin: 0 });

export const action = style({ marginTop: vars.space.md });
