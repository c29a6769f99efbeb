import { vars } from '@storefront/tokens';
import { s } from '../ui/styleProps.ts';

export const shell = s({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

const skipLinkBase = {
  position: 'absolute',
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
} as const;
/** Off screen until focused (the layout switches to skipLinkFocused on focus). */
export const skipLink = s({ ...skipLinkBase, top: '-100px' });
export const skipLinkFocused = s({ ...skipLinkBase, top: vars.space.sm });

/**
 * At least a viewport tall: the footer starts below the fold on the first paint, so a page whose
 * sections arrive late (lazy route chunk, then its data) grows without pushing a visible footer
 * down (Lighthouse measured a 0.3–0.5 layout shift on phones before).
 */
export const main = s({
  flex: '1 0 auto',
  minHeight: '100vh',
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  outline: 'none',
});

/** Single-column pages (checkout, sign-in, forms): a readable measure. */
export const mainNarrow = s({ maxWidth: '44rem' });

export const frame = s({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = s({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const notice = s({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxWidth: '36rem',
});
export const noticeHeading = s({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const noticeText = s({ margin: 0, color: vars.color.textMuted });
export const noticeAction = s({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
});

export const demo = s({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const demoLabel = s({ fontWeight: vars.fontWeight.semibold });
export const demoSelect = s({
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const loading = s({ minHeight: '60vh', display: 'grid', placeItems: 'center', color: vars.color.textMuted });
