import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

/** The compact mobile bars (search, title, product): one fixed-height row in the header colours. */
export const mobileBar = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.header,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    width: '100%',
    height: vars.size.mobileHeaderHeight,
    // Room at the edges for the corner badges of the outermost icons.
    paddingInline: vars.space.sm,
    background: vars.color.header.background,
    color: vars.color.header.text,
    borderBottom: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.body,
  },
  variants: {
    sticky: { true: { position: 'sticky', top: 0 }, false: {} },
  },
  defaultVariants: { sticky: false },
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Keeps the title centred when the right side has fewer buttons than the left. */
export const spacer = style({ flex: '0 0 auto', width: vars.size.tapTarget });

export const actions = style({ display: 'flex', alignItems: 'center', flex: '0 0 auto' });

export const searchBox = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
});

/** The read-only field's size and hover inside the shared search field. */
export const searchInput = style({
  height: `calc(${vars.size.tapTarget} - ${vars.space.xs})`,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.md,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    '&::placeholder': { opacity: 1 },
    '&:hover': { borderColor: vars.color.text },
  },
});

/** Room for the clear control inside the field. */
export const searchInputWithClear = style({ paddingInlineEnd: vars.size.tapTarget });

export const clearButton = style({ insetInlineEnd: 0, color: vars.color.textMuted });
