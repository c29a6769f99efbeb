import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    minWidth: 0,
  },
  variants: {
    look: {
      full: {},
      /** The footer's retailer carousel: name, address, call line, details link. */
      summary: { height: '100%', boxShadow: vars.shadow.sm, border: 'none' },
    },
    current: {
      true: { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
      false: {},
    },
  },
  defaultVariants: { look: 'full', current: false },
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const distance = style({
  flexShrink: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const line = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, marginTop: '0.15em', color: vars.color.brand });

export const callLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const detailsLink = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecorationThickness: '2px' }, '&:focus-visible': focusRing },
});

export const buttons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

/** 'Open now' / 'Closed now' beside today's hours. */
export const openNow = recipe({
  base: {
    display: 'inline-block',
    marginInlineStart: vars.space.sm,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    border: '1px solid currentColor',
  },
  variants: {
    open: {
      true: { color: vars.color.success },
      false: { color: vars.color.danger },
    },
  },
});
