import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** The bottom sheet keeps one height whichever tab is shown (no jump when switching tabs). */
export const bottomSheet = style({ height: '85dvh' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** With tabs, the tab list sticks to the top of the scrolling body (raised specificity over the Dialog body padding). */
export const tabsBody = style({ selectors: { '[role="dialog"] &': { paddingTop: 0 } } });

export const titleLogo = style({ minHeight: vars.size.tapTarget });

export const tabList = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.raised,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  marginTop: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  boxShadow: `0 0 0 ${vars.space.sm} ${vars.color.surface}`,
});

export const tab = style({
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    // The chosen tab wears the retailer's brand colour (its contrast colour is readable on it).
    '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.brandContrast, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The version wrapper adds no box: its sections are the body's flex items. */
export const contents = style({ display: 'contents' });
