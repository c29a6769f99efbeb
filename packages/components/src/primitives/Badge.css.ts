import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

const cornerBadge = {
  position: 'absolute',
  top: 0,
  right: 0,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
} as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      alert: { background: vars.color.badge, color: vars.color.badgeText },
      brand: { background: vars.color.brand, color: vars.color.brandContrast },
      accent: { background: vars.color.accent, color: vars.color.accentContrast },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
    },
    /**
     * `corner`: pinned to the top-right of a positioned parent (icon buttons, whose box has room
     * around the icon). `iconCorner`: pinned to an icon's own box (the labelled look), so it sits
     * further out, touching the icon's corner instead of covering it (issue 34: Natural State's counts
     * sat on their icons).
     */
    placement: {
      inline: {},
      corner: { ...cornerBadge, transform: 'translate(35%, -25%)' },
      iconCorner: { ...cornerBadge, transform: 'translate(70%, -45%)' },
    },
  },
  defaultVariants: { tone: 'alert', placement: 'inline' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
