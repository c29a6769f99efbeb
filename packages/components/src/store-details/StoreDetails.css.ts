import { style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';
import { panel } from '../primitives/layout/panel.css.ts';

/**
 * One column on a phone (contact first: what a shopper on the way needs), two from the md breakpoint:
 * contact, delivery and licence beside the week and its special hours. The surface is the Panel
 * primitive's (border, radius, surface colour, padding).
 */
export const root = style([
  panel({ padding: 'lg' }),
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"header" "contact" "hours" "special" "delivery" "license"',
    alignItems: 'start',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    '@media': {
      [media.md]: {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gridTemplateAreas: '"header header" "contact hours" "delivery hours" "license special" ". special"',
        columnGap: vars.space.xxl,
        padding: vars.space.xl,
      },
    },
  },
]);

const area = (name: string) => style({ gridArea: name, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const header = area('header');
export const contact = area('contact');
export const hours = area('hours');
export const special = area('special');
export const delivery = area('delivery');
export const license = area('license');

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const line = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, margin: 0, overflowWrap: 'anywhere' });
export const icon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Directions and the phone: links that look like quiet buttons (a thumb-sized target on a phone). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const actions = style({ marginTop: vars.space.xs });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontWeight: vars.fontWeight.semibold });

export const week = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const dayRow = style({
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    // Today: a tinted row and a bold day, with the 'Today' label carrying the meaning (never colour alone).
    '&[data-today]': { background: vars.color.brandSoft, fontWeight: vars.fontWeight.semibold },
  },
});

export const day = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.xs, textAlign: 'start', fontWeight: 'inherit' });
export const dayHours = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.xs, textAlign: 'end' });

export const todayLabel = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.text}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  verticalAlign: 'middle',
});

export const inForce = style({ margin: 0 });

export const specialList = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const specialItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'baseline',
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.belowSm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"date hours" "name name"', rowGap: 0 },
  },
  selectors: { '&[aria-current]': { background: vars.color.brandSoft } },
});

export const specialDate = style({ fontVariantNumeric: 'tabular-nums', '@media': { [media.belowSm]: { gridArea: 'date' } } });
export const specialName = style({ color: vars.color.textMuted, '@media': { [media.belowSm]: { gridArea: 'name' } } });
export const specialHours = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.belowSm]: { gridArea: 'hours' } },
  selectors: { '&[data-closed]': { fontWeight: vars.fontWeight.semibold } },
});

export const terms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, paddingInlineStart: vars.space.lg });
