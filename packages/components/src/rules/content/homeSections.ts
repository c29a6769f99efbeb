/**
 * The home page's sections (issue 13: "Home page sections driven by the CMS (banners, today's
 * deals, categories, brands, trending) rather than a plain list"). The CMS block
 * homePageSectionsCms lists them in the retailer's order; this decides what the page shows. Ours:
 * the spec names the home route and homeDealsSectionCmsData only.
 *
 * - No section listed, or none usable: the default page (DEFAULT_HOME_SECTIONS).
 * - A type shows once: the first of it wins.
 * - A hero needs a title or an image; its button needs a label and a safe link (safeHref).
 * - Trending and brands show `limit` items: 0 is the default, and at most the maximum.
 * - Titles left blank take the section's default title.
 */
import { TRENDING_PRODUCTS_LIMIT } from '../constants.ts';
import { safeHref } from '../navigation/safeHref.ts';
import { nonBlank } from '../navigation/text.ts';

export const homeSectionTypes = ['hero', 'deals', 'sponsored-banner', 'sponsored-products', 'categories', 'trending', 'brands'] as const;
export type HomeSectionType = (typeof homeSectionTypes)[number];

export const HOME_CATEGORIES_TITLE = 'Shop by Category';
export const HOME_TRENDING_TITLE = 'Trending Now';
export const HOME_BRANDS_TITLE = 'Shop by Brand';
/** Brands shown by default, and the most a retailer can ask for. */
export const HOME_BRANDS_LIMIT = 12;
export const HOME_BRANDS_MAX = 24;
/** Trending products: the spec's trending request size (spec 7) by default. */
export const HOME_TRENDING_MAX = 12;

/** The page of a retailer that lists no sections: the sponsored banner, today's deals, the sponsored carousel, categories, trending, brands. */
export const DEFAULT_HOME_SECTIONS: readonly HomeSectionType[] = [
  'sponsored-banner',
  'deals',
  'sponsored-products',
  'categories',
  'trending',
  'brands',
];

export interface HomeSectionInput {
  type: HomeSectionType;
  title?: string | null;
  subtitle?: string | null;
  image?: string | null;
  imageAlt?: string | null;
  buttonText?: string | null;
  buttonLink?: string | null;
  limit?: number | null;
}

export interface HomeHeroSection {
  type: 'hero';
  title: string;
  subtitle: string;
  /** The image URL ('' = none: the hero is text on the retailer's colour). */
  image: string;
  imageAlt: string;
  button: { text: string; href: string } | null;
}

export type HomeSection =
  | HomeHeroSection
  | { type: 'deals' | 'sponsored-banner' | 'sponsored-products' }
  | { type: 'categories'; title: string }
  | { type: 'trending'; title: string; limit: number }
  | { type: 'brands'; title: string; limit: number };

const limitOf = (value: number | null | undefined, fallback: number, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;

function sectionOf(input: HomeSectionInput): HomeSection | null {
  const title = nonBlank(input.title) ?? '';
  switch (input.type) {
    case 'hero': {
      const image = nonBlank(input.image) ?? '';
      if (title === '' && image === '') return null;
      const text = nonBlank(input.buttonText);
      const href = safeHref(input.buttonLink, null);
      return {
        type: 'hero',
        title,
        subtitle: nonBlank(input.subtitle) ?? '',
        image,
        imageAlt: nonBlank(input.imageAlt) ?? '',
        button: text && href ? { text, href } : null,
      };
    }
    case 'categories':
      return { type: 'categories', title: title || HOME_CATEGORIES_TITLE };
    case 'trending':
      return {
        type: 'trending',
        title: title || HOME_TRENDING_TITLE,
        limit: limitOf(input.limit, TRENDING_PRODUCTS_LIMIT, HOME_TRENDING_MAX),
      };
    case 'brands':
      return { type: 'brands', title: title || HOME_BRANDS_TITLE, limit: limitOf(input.limit, HOME_BRANDS_LIMIT, HOME_BRANDS_MAX) };
    case 'deals':
    case 'sponsored-banner':
    case 'sponsored-products':
      return { type: input.type };
  }
}

/** The sections the home page shows, in order (see the module note). */
export function homeSections(inputs: readonly HomeSectionInput[] | null | undefined): HomeSection[] {
  const seen = new Set<HomeSectionType>();
  const sections: HomeSection[] = [];
  for (const input of inputs ?? []) {
    if (seen.has(input.type)) continue;
    const section = sectionOf(input);
    if (!section) continue;
    seen.add(input.type);
    sections.push(section);
  }
  return sections.length > 0 ? sections : DEFAULT_HOME_SECTIONS.map((type) => sectionOf({ type })!);
}
