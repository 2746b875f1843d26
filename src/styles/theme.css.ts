import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** On :root, not a theme class: Radix portals render outside the app root and must see the same variables. */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#0f766e',
    primaryDark: '#115e59',
    primarySoft: '#ccfbf1',
    accent: '#f59e0b',
    text: '#1f2937',
    textMuted: '#4b5563',
    border: '#e5e7eb',
    surface: '#ffffff',
    surfaceAlt: '#f3f7f7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    successSoft: '#dcfce7',
    skeleton: '#e5e7eb',
    skeletonShine: '#f3f4f6',
    // WhatsApp green darkened to reach 4.5:1 with white text.
    whatsapp: '#0b7a3e',
    onPrimary: '#ffffff',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: 'clamp(1.75rem, 4vw + 1rem, 3rem)',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: {
    sm: '0.375rem',
    md: '0.75rem',
    lg: '1.25rem',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 3px rgba(15, 23, 42, 0.12)',
    md: '0 6px 18px rgba(15, 23, 42, 0.12)',
  },
  // Overlays (dialogs, popovers) sit above swiper carousels, which use z-index up to 10.
  zIndex: {
    header: '50',
    floating: '60',
    overlay: '100',
  },
  layout: {
    maxWidth: '72rem',
    headerHeight: '4rem',
  },
});

export const media = {
  md: 'screen and (min-width: 768px)',
  lg: 'screen and (min-width: 1024px)',
} as const;

/** The floating links: stacked circles bottom-right on phones, side by side above; `clearance` is their room. */
export const floating = createGlobalTheme(':root', {
  inset: vars.space.md,
  size: '3.5rem',
  gap: vars.space.sm,
  // Height of the stack, set below: two circles and the gap between them on phones, one button wider up.
  stack: '0px',
});

globalStyle(':root', {
  vars: { [floating.stack]: `calc(2 * ${floating.size} + ${floating.gap})` },
  '@media': { [media.md]: { vars: { [floating.inset]: vars.space.lg, [floating.stack]: floating.size } } },
});

export const floatingClearance = `calc(${floating.inset} + ${floating.stack} + ${floating.gap})`;

export const MENU_BREAKPOINT_PX = 768;
