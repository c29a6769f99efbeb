import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';
import { input as formInput } from '../../primitives/form.css.ts';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Run-time CMS colour of a Shop By Choice tile and a text colour readable on it ('' → brand tint). */
export const choiceColorVar = createVar();
export const choiceTextVar = createVar();

/** A tile's list item: a flex box, so the tile fills its height. */
export const choiceItem = style({ display: 'flex' });

export const choiceTile = style({
  vars: { [choiceColorVar]: vars.color.brandSoft, [choiceTextVar]: vars.color.text },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '9.5rem',
  flexShrink: 0,
  scrollSnapAlign: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: choiceColorVar,
  color: choiceTextVar,
  textDecoration: 'none',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    // Inside: the scroller clips anything drawn outside the tile.
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const choiceImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const choiceTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const categoryCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const categoryImage = style({
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Design 7 buttons: colours from vars.color.designSeven (CMS designSeven… colours). */
export const designSevenButton = style({
  background: vars.color.designSeven.buttonBackground,
  color: vars.color.designSeven.buttonText,
});
export const designSevenButtonIcon = style({ color: vars.color.designSeven.buttonIcon, display: 'inline-flex' });
export const designSevenDealsAll = style({
  background: vars.color.designSeven.dealsAllBackground,
  color: vars.color.designSeven.dealsAllText,
});
export const designSevenDealsAllIcon = style({ color: vars.color.designSeven.dealsAllIcon, display: 'inline-flex' });

/** The search term beside its button: the form look (form.css.ts's input) taking the row's free width, with the bar's focus ring. */
export const searchInput = style([
  formInput,
  {
    flex: '1 1 auto',
    minWidth: 0,
    fontSize: vars.fontSize.md,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
  },
]);

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const menuLinkLabel = style({ flex: '1 1 auto' });
