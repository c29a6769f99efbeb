import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';
import { input as formInput } from '../primitives/form.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const dialog = recipe({
  base: {},
  variants: {
    variant: {
      modal: {},
      two: {},
      three: {},
      four: {},
      five: { borderLeft: `4px solid ${vars.color.brand}` },
    },
  },
});

export const dialogBody = style({ paddingTop: vars.space.md });

export const body = style({ minWidth: 0 });

export const image = recipe({
  base: { display: 'block', objectFit: 'cover', background: vars.color.brandSoft },
  variants: {
    look: {
      banner: { width: '100%', height: 'auto', aspectRatio: '16 / 5', borderRadius: vars.radius.lg },
      inline: { width: '72px', height: '72px', borderRadius: vars.radius.md, alignSelf: 'flex-start' },
      none: { display: 'none' },
    },
  },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const tabList = recipe({
  base: { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: vars.space.xxs },
  variants: {
    look: {
      pills: { padding: vars.space.xxs, borderRadius: vars.radius.pill, background: vars.color.surfaceMuted },
      underline: { borderBottom: `1px solid ${vars.color.border}` },
    },
  },
});

export const tab = recipe({
  base: {
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.sm,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focusRing },
  },
  variants: {
    look: {
      pills: {
        borderRadius: vars.radius.pill,
        selectors: {
          '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.brandContrast, boxShadow: vars.shadow.sm },
        },
      },
      underline: {
        marginBottom: '-1px',
        borderBottom: '3px solid transparent',
        selectors: { '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.brand } },
      },
    },
  },
});

export const panel = recipe({
  base: { minWidth: 0, outline: 'none' },
  variants: {
    height: {
      /** The default modal's list height (spec 9: 570 px). */
      preference: {
        maxHeight: vars.size.preferenceListHeight,
        overflowY: 'auto',
        paddingInline: vars.space.xxs,
        paddingBottom: vars.space.xs,
      },
      auto: {},
    },
  },
});

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textAlign: 'center',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

// ── State step ──
export const stateButton = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft }, '&:focus-visible': focusRing },
});
export const stateName = style({ fontWeight: vars.fontWeight.semibold });

// ── Delivery form ──
export const deliveryIcon = style({ flexShrink: 0, color: vars.color.brand });
export const deliveryTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const form = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const field = style({
  minWidth: 0,
  gridColumn: '1 / -1',
  selectors: { '&[data-field="city"], &[data-field="postalCode"]': { gridColumn: 'auto' } },
});
export const label = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
/** The address fields: the form look (form.css.ts's input) across their column, with the chooser's focus ring. */
export const input = style([
  formInput,
  {
    width: '100%',
    fontSize: vars.fontSize.md,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
  },
]);
export const error = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const option = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const optionName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

// ── Version Two's menu-type bar ──
export const menuBar = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: vars.space.sm, width: '100%' });

// ── Store switch review ──
export const reviewActions = style({ width: '100%' });
export const reviewList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
});
export const reviewRow = style({
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
