import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

/*
 * Entrance: the dialog mounts with data-state="opening" and switches to "open" on the next frame,
 * so the panel and backdrop *transition* in. Transitions (unlike paused keyframes) land on the
 * final state when motion is reduced or frozen (visual tests set `transition: none`).
 */
const opening = '&[data-state="opening"]';
const transition = (props: string[], duration: string) => props.map((p) => `${p} ${duration} ${vars.motion.easing}`).join(', ');

/** Full-viewport layer; its alignment places the panel. */
export const root = recipe({
  base: { position: 'fixed', inset: 0, display: 'flex', zIndex: vars.zIndex.modal },
  variants: {
    placement: {
      center: { alignItems: 'center', justifyContent: 'center', padding: vars.space.lg },
      left: { justifyContent: 'flex-start', zIndex: vars.zIndex.drawer },
      right: { justifyContent: 'flex-end', zIndex: vars.zIndex.drawer },
      bottom: { alignItems: 'flex-end', zIndex: vars.zIndex.drawer },
    },
  },
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.overlay,
  transition: transition(['opacity'], vars.motion.normal),
  selectors: { [opening]: { opacity: 0 } },
});

/** Nothing behind can be read: the page colour, washed with the brand. */
export const backdropOpaque = style({
  background: `linear-gradient(160deg, ${vars.color.brandSoft}, ${vars.color.background} 70%)`,
});

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
    outline: 'none',
  },
  variants: {
    placement: {
      center: {
        maxWidth: '100%',
        maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
        borderRadius: vars.radius.lg,
        transition: transition(['opacity', 'transform'], vars.motion.normal),
        selectors: { [opening]: { opacity: 0, transform: 'scale(0.97)' } },
      },
      left: {
        height: '100%',
        maxWidth: '100vw',
        transition: transition(['transform'], vars.motion.slow),
        selectors: { [opening]: { transform: 'translateX(-100%)' } },
      },
      right: {
        height: '100%',
        maxWidth: '100vw',
        transition: transition(['transform'], vars.motion.slow),
        selectors: { [opening]: { transform: 'translateX(100%)' } },
      },
      bottom: {
        width: '100%',
        maxHeight: '85dvh',
        borderTopLeftRadius: vars.radius.xl,
        borderTopRightRadius: vars.radius.xl,
        transition: transition(['transform'], vars.motion.slow),
        selectors: { [opening]: { transform: 'translateY(100%)' } },
      },
    },
    /** Spec 9: drawer widths 400 px / 507 px (vars.size.drawerNarrow / drawerWide). */
    width: {
      narrow: { width: vars.size.drawerNarrow },
      wide: { width: vars.size.drawerWide },
      full: { width: '100%' },
    },
  },
  compoundVariants: [
    // A bottom sheet always spans the viewport, whatever width was asked for.
    { variants: { placement: 'bottom', width: 'narrow' }, style: { width: '100%' } },
    { variants: { placement: 'bottom', width: 'wide' }, style: { width: '100%' } },
  ],
  defaultVariants: { placement: 'center', width: 'narrow' },
});

export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const headerBare = style({ borderBottom: 'none', justifyContent: 'flex-end', paddingBottom: 0 });
/** A hidden title and no close button: nothing to show, so the header takes no room. */
export const headerEmpty = style({ minHeight: 0, padding: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});

export const footer = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});
