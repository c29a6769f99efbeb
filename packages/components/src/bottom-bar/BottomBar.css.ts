import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@storefront/tokens';

const safeArea = 'env(safe-area-inset-bottom, 0px)';
const floatingGap = vars.space.md;
const tint = (colour: string, percent: number) => `color-mix(in srgb, ${colour} ${percent}%, transparent)`;
const still = { '@media': { [media.reducedMotion]: { transition: 'none' } } } as const;

/** Height the bar takes from the bottom of the viewport, by look (what the spacer reserves). */
export const barSpace = {
  classic: `calc(${vars.size.bottomBarHeight} + ${safeArea})`,
  indicator: `calc(${vars.size.bottomBarHeight} + ${safeArea})`,
  dots: `calc(${vars.size.bottomBarHeight} + ${safeArea})`,
  floating: `calc(${vars.size.bottomBarHeight} + 2 * ${floatingGap} + ${safeArea})`,
  segmented: `calc(${vars.size.bottomBarHeight} + 2 * ${vars.space.sm} + ${safeArea})`,
} as const;

/** In-flow block that keeps page content clear of the fixed bar (mobile only). */
export const spacer = style({
  flexShrink: 0,
  '@media': { [media.md]: { display: 'none' } },
});

/** The fixed layer. Hidden on scroll by sliding down; focus inside brings it back. */
export const root = recipe({
  base: {
    position: 'fixed',
    left: 0,
    right: `var(--scroll-lock-gap, 0px)`,
    bottom: 0,
    zIndex: vars.zIndex.bottomBar,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    color: vars.color.footer.text,
    fontFamily: vars.font.body,
    ...still,
    selectors: { '&[data-hidden]:not(:focus-within)': { transform: 'translateY(calc(100% + 24px))' } },
    '@media': { [media.md]: { display: 'none' } },
  },
  variants: {
    look: {
      classic: {
        background: vars.color.footer.background,
        paddingBottom: safeArea,
        boxShadow: `0 -1px 0 ${vars.color.border}, ${vars.shadow.sm}`,
      },
      indicator: { background: vars.color.footer.background, paddingBottom: safeArea, boxShadow: `0 -1px 0 ${vars.color.border}` },
      dots: { background: vars.color.footer.background, paddingBottom: safeArea, boxShadow: vars.shadow.md },
      floating: { padding: `0 ${floatingGap} calc(${floatingGap} + ${safeArea})`, pointerEvents: 'none' },
      segmented: {
        background: vars.color.footer.background,
        padding: `${vars.space.sm} ${vars.space.sm} calc(${vars.space.sm} + ${safeArea})`,
        boxShadow: `0 -1px 0 ${vars.color.border}`,
      },
    },
  },
});

export const list = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    justifyContent: 'space-around',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    height: vars.size.bottomBarHeight,
  },
  variants: {
    look: {
      classic: { paddingInline: vars.space.xs },
      indicator: { paddingInline: vars.space.xs },
      dots: { paddingInline: vars.space.sm },
      floating: {
        pointerEvents: 'auto',
        alignItems: 'center',
        gap: vars.space.xs,
        paddingInline: vars.space.sm,
        maxWidth: '30rem',
        marginInline: 'auto',
        background: vars.color.footer.background,
        borderRadius: vars.radius.pill,
        boxShadow: `${vars.shadow.lg}, 0 0 0 1px ${vars.color.border}`,
      },
      segmented: {
        gap: vars.space.xs,
        padding: vars.space.xs,
        borderRadius: vars.radius.lg,
        background: tint(vars.color.footer.text, 9),
      },
    },
  },
});

export const listItem = recipe({
  base: { display: 'flex', flex: '1 1 0', minWidth: 0, justifyContent: 'center' },
  variants: {
    /** The floating look's current chip takes the width its label needs. */
    fit: { true: { flex: '0 0 auto' }, false: {} },
  },
  defaultVariants: { fit: false },
});

const activeSelector = '&[data-active]';

/** One item: a link or a button. */
export const control = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    width: '100%',
    minWidth: 0,
    minHeight: vars.size.tapTarget,
    padding: `${vars.space.xs} ${vars.space.xxs}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    ...still,
    selectors: {
      '&:hover': { color: vars.color.footer.hover },
      [activeSelector]: { color: vars.color.footer.active, fontWeight: vars.fontWeight.semibold },
      '&:focus-visible': { outline: `2px solid ${vars.color.footer.focus}`, outlineOffset: '-2px', borderRadius: vars.radius.md },
    },
  },
  variants: {
    look: {
      classic: {},
      dots: {
        paddingBottom: vars.space.sm,
        selectors: {
          '&::after': {
            content: '""',
            position: 'absolute',
            bottom: vars.space.sm,
            width: '5px',
            height: '5px',
            borderRadius: vars.radius.pill,
            background: 'transparent',
          },
          '&[data-active]::after': { background: vars.color.footer.active },
        },
      },
      indicator: {
        selectors: {
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 0,
            left: '22%',
            right: '22%',
            height: '3px',
            borderRadius: `0 0 ${vars.radius.sm} ${vars.radius.sm}`,
            background: 'transparent',
          },
          '&[data-active]::before': { background: vars.color.footer.active },
        },
      },
      floating: {
        flexDirection: 'row',
        gap: vars.space.xs,
        height: vars.size.tapTarget,
        borderRadius: vars.radius.pill,
        fontSize: vars.fontSize.sm,
        selectors: { [activeSelector]: { background: tint(vars.color.footer.active, 14), paddingInline: vars.space.md } },
      },
      segmented: {
        height: '100%',
        borderRadius: vars.radius.md,
        selectors: {
          [activeSelector]: { background: vars.color.footer.active, color: vars.color.footer.background },
          '&[data-active]:hover': { color: vars.color.footer.background },
        },
      },
    },
  },
});

/** The icon box: plain, a filled circle, or the raised centre button. Positions the badge. */
export const icon = recipe({
  // Drawn above the label although it follows it in the markup (see BottomBarControl).
  base: { position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, order: -1 },
  variants: {
    treatment: {
      plain: { width: '24px', height: '24px' },
      circle: {
        width: '36px',
        height: '36px',
        borderRadius: vars.radius.pill,
        background: vars.color.footer.active,
        color: vars.color.footer.background,
      },
      raised: {
        width: '56px',
        height: '56px',
        marginTop: '-26px',
        borderRadius: vars.radius.pill,
        background: vars.color.footer.active,
        color: vars.color.footer.background,
        border: `4px solid ${vars.color.footer.background}`,
        boxShadow: vars.shadow.md,
      },
    },
    /** A CMS icon image is drawn for a light bar: keep the bar colour inside the circle, ring it instead. */
    image: { true: {}, false: {} },
  },
  compoundVariants: [
    {
      variants: { treatment: 'circle', image: true },
      style: { background: vars.color.footer.background, boxShadow: `inset 0 0 0 2px ${vars.color.footer.active}` },
    },
    {
      variants: { treatment: 'raised', image: true },
      style: { background: vars.color.footer.background, boxShadow: `${vars.shadow.md}, inset 0 0 0 2px ${vars.color.footer.active}` },
    },
  ],
  defaultVariants: { image: false },
});

export const image = style({ width: '24px', height: '24px', objectFit: 'contain' });

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({ top: '-2px', right: '-4px' });
