import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/styles/theme.css';
import { toggle } from '@/ui/toggle.css';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primaryDark} 0%, ${vars.color.primary} 100%)`,
  color: vars.color.onPrimary,
});

export const heroInner = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  // minmax(0, …): a column never grows past the screen to fit a long word or button label.
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', paddingBlock: vars.space.xxl } },
});

export const heroTitle = style({
  margin: `0 0 ${vars.space.md}`,
  overflowWrap: 'break-word',
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  '@media': { [media.md]: { fontSize: vars.fontSize.hero } },
});

// Narrower sides keep the large button's label on one line on the smallest phones; a longer one wraps.
export const heroButton = style({
  selectors: { [`${heroInner} &`]: { maxWidth: '100%', whiteSpace: 'normal', paddingInline: vars.space.lg } },
  '@media': { [media.md]: { selectors: { [`${heroInner} &`]: { paddingInline: vars.space.xl } } } },
});

export const heroImage = style({ width: '100%', borderRadius: vars.radius.lg, aspectRatio: '1200 / 480', objectFit: 'cover' });

export const alt = style({ background: vars.color.surfaceAlt });

export const narrow = style({ maxWidth: '48rem', marginInline: 'auto' });

export const subheading = style({ margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg, color: vars.color.primaryDark });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginBottom: vars.space.md });

export const chip = toggle({ shape: 'pill', tone: 'outline' });

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const candidate = style({ margin: 0, textAlign: 'center' });

export const candidatePhoto = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
});

export const candidateName = style({ marginTop: vars.space.xs, fontWeight: 600 });

export const candidates = style({});

// Room under the names for swiper's pagination, which sits at the bottom of the slider.
globalStyle(`${candidates} .swiper`, { paddingBottom: vars.space.xl });
