import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const richText = style({
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(`${richText} iframe[data-video]`, {
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: vars.radius.md,
  margin: `${vars.space.md} 0`,
});
globalStyle(`${richText} table`, { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
globalStyle(`${richText} td, ${richText} th`, { border: `1px solid ${vars.color.border}`, padding: vars.space.xs });
