import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css.ts';
import { defaultTheme, type ThemeValues } from './defaultTheme.ts';
import { badgeColours, ensureContrast, focusRingColour, isHexColor, readableOn, tint } from './contrast.ts';

type Colour = string | null | undefined;

/**
 * The colour fields of the CMS payload that the theme reads. It is structural on purpose: the
 * tokens package does not depend on the CMS schema (dependencies point tokens ← components), and
 * the parsed `SiteConfig` of `@storefront/components` satisfies it.
 */
export interface CmsThemeInput {
  generalSettingsComponentUiData?: {
    footerBackgroundColor?: Colour;
    footerFontColor?: Colour;
    footerHoverColor?: Colour;
    footerActiveColor?: Colour;
    /** Extension (not in the spec): the retailer's brand colour for buttons, links and accents. */
    primaryColor?: Colour;
    /** Extension: secondary accent (badges, highlights). */
    accentColor?: Colour;
    /** Extension: header background and text. */
    headerBackgroundColor?: Colour;
    headerFontColor?: Colour;
    /** Extension: page background. */
    pageBackgroundColor?: Colour;
  };
  tickerPageCms?: { backgroundColor?: Colour; color?: Colour };
  stickyFooterWidgetCmsData?: {
    designSevenButtonBackgroundColor?: Colour;
    designSevenButtonIconColor?: Colour;
    designSevenButtonTextColor?: Colour;
    designSevenDealsAllButtonBackgroundColor?: Colour;
    designSevenDealsAllButtonIconColor?: Colour;
    designSevenDealsAllButtonTextColor?: Colour;
  };
  footerCms?: { additionalSectionBgColor?: Colour };
}

export interface CmsTheme {
  /** Every contract value, defaults filled in. */
  values: ThemeValues;
  /** CSS custom properties to put on the storefront root (inline style). */
  style: Record<string, string>;
  /** Colours that were not valid hex values, or were adjusted for readability. */
  warnings: string[];
}

function pick(value: Colour, fallback: string, field: string, warnings: string[]): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (isHexColor(value)) return value.trim();
  warnings.push(`${field}: "${String(value)}" is not a hex colour; using ${fallback}`);
  return fallback;
}

function readable(fg: string, bg: string, field: string, warnings: string[], min = 4.5): string {
  const out = ensureContrast(fg, bg, min);
  if (out !== fg) warnings.push(`${field}: ${fg} on ${bg} is below ${min}:1 contrast; using ${out}`);
  return out;
}

/**
 * Maps every colour the CMS can set onto the theme contract, at run time: a retailer's colours
 * apply without a rebuild. Invalid colours fall back to the default theme; text colours that would
 * be unreadable on their background are replaced with a readable one (accessibility first).
 */
export function themeFromCms(config: CmsThemeInput | null | undefined): CmsTheme {
  const warnings: string[] = [];
  const d = defaultTheme.color;
  const g = config?.generalSettingsComponentUiData ?? {};
  const t = config?.tickerPageCms ?? {};
  const s = config?.stickyFooterWidgetCmsData ?? {};
  const f = config?.footerCms ?? {};

  const brand = pick(g.primaryColor, d.brand, 'generalSettingsComponentUiData.primaryColor', warnings);
  const accent = pick(g.accentColor, d.accent, 'generalSettingsComponentUiData.accentColor', warnings);
  const headerBg = pick(g.headerBackgroundColor, d.header.background, 'generalSettingsComponentUiData.headerBackgroundColor', warnings);
  const pageBg = pick(g.pageBackgroundColor, d.background, 'generalSettingsComponentUiData.pageBackgroundColor', warnings);
  const footerBg = pick(g.footerBackgroundColor, d.footer.background, 'generalSettingsComponentUiData.footerBackgroundColor', warnings);
  const tickerBg = pick(t.backgroundColor, d.ticker.background, 'tickerPageCms.backgroundColor', warnings);
  const sevenBg = pick(s.designSevenButtonBackgroundColor, brand, 'stickyFooterWidgetCmsData.designSevenButtonBackgroundColor', warnings);
  const sevenAllBg = pick(
    s.designSevenDealsAllButtonBackgroundColor,
    accent,
    'stickyFooterWidgetCmsData.designSevenDealsAllButtonBackgroundColor',
    warnings,
  );
  const additionalBg = pick(f.additionalSectionBgColor, d.additionalSection.background, 'footerCms.additionalSectionBgColor', warnings);

  // Brand colour used as text on light surfaces (links, active states) must stay readable there.
  const brandOnSurface = ensureContrast(brand, '#ffffff', 4.5) === brand ? brand : d.brand;
  // Focus rings and count badges take the retailer's colours where they stay visible (contrast.ts).
  const focus = focusRingColour(brand, [d.surface, pageBg]);
  const badge = badgeColours([accent, brand], [headerBg, footerBg]);

  const color: ThemeValues['color'] = {
    ...d,
    brand,
    brandContrast: readableOn(brand),
    brandSoft: tint(brandOnSurface, 0.88),
    accent,
    accentContrast: readableOn(accent),
    background: pageBg,
    header: {
      background: headerBg,
      text: readable(
        pick(g.headerFontColor, readableOn(headerBg), 'generalSettingsComponentUiData.headerFontColor', warnings),
        headerBg,
        'generalSettingsComponentUiData.headerFontColor',
        warnings,
      ),
      focus: focusRingColour(brand, [headerBg]),
    },
    footer: {
      background: footerBg,
      text: readable(
        pick(g.footerFontColor, d.footer.text, 'generalSettingsComponentUiData.footerFontColor', warnings),
        footerBg,
        'generalSettingsComponentUiData.footerFontColor',
        warnings,
      ),
      hover: readable(
        pick(g.footerHoverColor, brandOnSurface, 'generalSettingsComponentUiData.footerHoverColor', warnings),
        footerBg,
        'generalSettingsComponentUiData.footerHoverColor',
        warnings,
        3,
      ),
      active: readable(
        pick(g.footerActiveColor, brandOnSurface, 'generalSettingsComponentUiData.footerActiveColor', warnings),
        footerBg,
        'generalSettingsComponentUiData.footerActiveColor',
        warnings,
      ),
      focus: focusRingColour(brand, [footerBg]),
    },
    ticker: {
      background: tickerBg,
      text: readable(pick(t.color, d.ticker.text, 'tickerPageCms.color', warnings), tickerBg, 'tickerPageCms.color', warnings),
    },
    designSeven: {
      buttonBackground: sevenBg,
      buttonIcon: readable(
        pick(s.designSevenButtonIconColor, readableOn(sevenBg), 'stickyFooterWidgetCmsData.designSevenButtonIconColor', warnings),
        sevenBg,
        'stickyFooterWidgetCmsData.designSevenButtonIconColor',
        warnings,
        3,
      ),
      buttonText: readable(
        pick(s.designSevenButtonTextColor, readableOn(sevenBg), 'stickyFooterWidgetCmsData.designSevenButtonTextColor', warnings),
        sevenBg,
        'stickyFooterWidgetCmsData.designSevenButtonTextColor',
        warnings,
      ),
      dealsAllBackground: sevenAllBg,
      dealsAllIcon: readable(
        pick(
          s.designSevenDealsAllButtonIconColor,
          readableOn(sevenAllBg),
          'stickyFooterWidgetCmsData.designSevenDealsAllButtonIconColor',
          warnings,
        ),
        sevenAllBg,
        'stickyFooterWidgetCmsData.designSevenDealsAllButtonIconColor',
        warnings,
        3,
      ),
      dealsAllText: readable(
        pick(
          s.designSevenDealsAllButtonTextColor,
          readableOn(sevenAllBg),
          'stickyFooterWidgetCmsData.designSevenDealsAllButtonTextColor',
          warnings,
        ),
        sevenAllBg,
        'stickyFooterWidgetCmsData.designSevenDealsAllButtonTextColor',
        warnings,
      ),
    },
    additionalSection: { background: additionalBg, text: readableOn(additionalBg) },
    focus,
    badge: badge.background,
    badgeText: badge.text,
  };

  const values: ThemeValues = { ...defaultTheme, color, shadow: { ...defaultTheme.shadow, focus: `0 0 0 3px ${focus}` } };
  return { values, style: assignInlineVars(vars, values) as Record<string, string>, warnings };
}
