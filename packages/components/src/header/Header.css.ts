import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

/** The whole header: colours from the header tokens, sticky when the CMS says so (isStickyHeader). */
export const header = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.header,
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    fontFamily: vars.font.body,
    background: vars.color.header.background,
    color: vars.color.header.text,
  },
  variants: {
    sticky: {
      true: { position: 'sticky', top: 0 },
      false: {},
    },
    elevation: {
      border: { borderBottom: `1px solid ${vars.color.border}` },
      shadow: { boxShadow: vars.shadow.md },
    },
  },
  defaultVariants: { sticky: false, elevation: 'border' },
});

// ── Row tones (separate classes so their descendants can be styled: focus rings on colour) ──
const surfaceTone = style({ background: vars.color.header.background, color: vars.color.header.text });
const mutedTone = style({ background: vars.color.surfaceMuted, color: vars.color.text });
const brandTone = style({ background: vars.color.brand, color: vars.color.brandContrast });
const brandSoftTone = style({ background: vars.color.brandSoft, color: vars.color.text });

// Focus rings on the header's colours: the header's focus colour (the brand where it keeps 3:1 on
// the header background); on a brand-coloured row the brand would vanish, so the row's text colour.
globalStyle(`${surfaceTone} :focus-visible`, { outlineColor: vars.color.header.focus });
globalStyle(`${brandTone} :focus-visible`, { outlineColor: 'currentColor' });

/** Row heights are fixed (reserved), so images and late data never move the page. */
export const row = recipe({
  base: {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInline: vars.space.md,
    minWidth: 0,
  },
  variants: {
    tone: { surface: surfaceTone, muted: mutedTone, brand: brandTone, brandSoft: brandSoftTone },
    size: {
      bar: { height: vars.size.mobileHeaderHeight },
      compact: { height: `calc(${vars.size.mobileHeaderHeight} - ${vars.space.sm})` },
      field: { height: `calc(${vars.size.tapTarget} + ${vars.space.md})`, paddingBottom: vars.space.sm },
      strip: { height: vars.size.tapTarget },
      slim: { height: `calc(${vars.space.xxl} + ${vars.space.sm})` },
      card: { height: `calc(${vars.size.tapTarget} + ${vars.space.xl})`, paddingBlock: vars.space.xs },
      rail: { height: `calc(${vars.size.mobileHeaderHeight} + ${vars.space.md})` },
    },
    arrangement: {
      split: {},
      centred: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
      // A size container: the rail's labels scale with its width (parts.css.ts labelledText).
      rail: {
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(0, 1fr)',
        paddingInline: vars.space.xs,
        containerType: 'inline-size',
      },
    },
  },
  defaultVariants: { tone: 'surface', size: 'bar', arrangement: 'split' },
});

export type HeaderRowVariants = NonNullable<RecipeVariants<typeof row>>;

export const slot = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.xxs },
  variants: {
    position: {
      // No `minWidth: 0` here: the start slot may shrink its chips (they truncate) but never the logo.
      start: { flex: '0 1 auto', justifyContent: 'flex-start' },
      center: { flex: '1 1 auto', justifyContent: 'flex-start', minWidth: 0 },
      end: { flex: '0 0 auto', justifyContent: 'flex-end', marginInlineStart: 'auto' },
    },
    /** In a 'centred' row the side slots hug their edges and the centre is centred. */
    centred: {
      true: {},
      false: {},
    },
    rail: {
      true: { display: 'contents' },
      false: {},
    },
    /** The row has a centre part beside this slot. */
    withCentre: {
      true: {},
      false: {},
    },
  },
  compoundVariants: [
    // A start slot next to a centre part (variant seven: store chip + links) keeps room for it.
    { variants: { position: 'start', centred: false, withCentre: true }, style: { maxWidth: '62%' } },
    // With only an end part beside it (variant four's store chip), the start takes the room left.
    { variants: { position: 'start', centred: false, withCentre: false }, style: { flex: '1 1 auto', minWidth: 0 } },
    { variants: { position: 'start', centred: true }, style: { justifySelf: 'start' } },
    { variants: { position: 'center', centred: true }, style: { justifyContent: 'center', flex: 'none' } },
    { variants: { position: 'end', centred: true }, style: { marginInlineStart: 0, justifySelf: 'end' } },
  ],
  defaultVariants: { centred: false, rail: false, withCentre: false },
});

/** Variant eight: the end icons grouped on a rounded, muted pill. */
export const cluster = style({
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.xxs,
  gap: 0,
});
