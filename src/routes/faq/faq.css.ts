import { style } from '@vanilla-extract/css';
import { APP_MARK } from '@/lib/app-mark';
import { media, vars } from '@/styles/theme.css';
import { badge as sharedBadge } from '@/ui/badge.css';
import { card } from '@/ui/card.css';
import { toggle as toggleButton } from '@/ui/toggle.css';

export const page = style({
  maxWidth: '52rem',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
});

export const chip = toggleButton({ shape: 'pill', tone: 'outline' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const entry = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    padding: vars.space.md,
    '@media': {
      [media.md]: { padding: vars.space.lg },
    },
  },
]);

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const entryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.primaryDark,
});

export const badge = sharedBadge;

export const answer = style({
  width: '100%',
  color: vars.color.text,
});

export const answerLabel = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontWeight: 700,
});

// Where the app cannot run, a cut answer shows its whole text (src/routes/faq/faq-entry.tsx):
// the preview and its toggle step back.
const noApp = `html:not([${APP_MARK}]) &`;

export const answerPreview = style({
  margin: 0,
  selectors: { [noApp]: { display: 'none' } },
});

// Set aside with the `hidden` attribute; any author style outranks the browser's own for it.
export const answerWhole = style({
  selectors: { [noApp]: { display: 'block' } },
});

export const toggle = style({
  selectors: { [noApp]: { display: 'none' } },
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
