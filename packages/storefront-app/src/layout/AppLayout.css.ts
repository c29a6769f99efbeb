/** The shell's own styles: the page column, the skip link and <main>. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const shell = style({ minHeight: '100vh' });

/** Off screen until focused: CSS alone, so it works in the server's HTML before the code hydrates. */
export const skipLink = style({
  position: 'absolute',
  top: '-100px',
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/**
 * At least a viewport tall: the footer starts below the fold on the first paint, so a page whose
 * sections arrive late (lazy route chunk, then its data) grows without pushing a visible footer
 * down (Lighthouse measured a 0.3–0.5 layout shift on phones before).
 */
const mainBase = style({
  flex: '1 0 auto',
  minHeight: '100vh',
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  outline: 'none',
});

/** `narrow`: single-column pages (checkout, sign-in, forms) at a readable measure. */
export const main = styleVariants({
  wide: [mainBase, { maxWidth: vars.size.contentMax }],
  narrow: [mainBase, { maxWidth: '44rem' }],
});
