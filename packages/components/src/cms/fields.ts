/**
 * Building blocks of the CMS schema. Each helper returns a zod schema that carries its built-in
 * default, so `cmsSchema.parse({})` is a complete configuration. The lenient parser (`lenient.ts`)
 * relies on one convention: a field that accepts `undefined` (it has a default) is reset to that
 * default when its value is wrong; a field that does not (a required item field) makes its list
 * item invalid, and the item is dropped.
 *
 * Written with `zod/mini` (the functional, tree-shakable API of the same zod package): the parser is
 * on the app's first load, and the classic API would bring all of zod along. The JSON Schema's
 * descriptions are not attached here but in jsonSchema.ts, so they stay out of the app bundle.
 */
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// English issue messages (the warnings quote them). The classic API registers this locale itself;
// zod/mini leaves the choice to us. Like classic, only when no locale has been configured.
if (!z.config().localeError) z.config(en());

/** `#rgb` or `#rrggbb`, or '' for "not set" (the theme then derives the colour; see themeFromCms). */
export const HEX_COLOUR_PATTERN = /^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}))?$/;

/** A colour field: only hex strings are accepted; `fallback` '' leaves the colour to the theme. */
export function colour(fallback = '') {
  const hex = z.string().check(
    z.regex(HEX_COLOUR_PATTERN, {
      error: (issue) => `${JSON.stringify(issue.input)} is not a hex colour (#rgb or #rrggbb)`,
    }),
  );
  return z._default(hex, fallback);
}

/**
 * A lone UTF-16 surrogate (a half of a pair, e.g. from the JSON escape "\\ud800") is not text:
 * encodeURIComponent throws on it and a renderer turns it into U+FFFD. With the `u` flag the class
 * matches only unpaired surrogates (a pair is read as one code point above U+FFFF).
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** False when the string holds a lone surrogate (String.prototype.isWellFormed, before ES2024). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Every CMS string must be well-formed Unicode (a bad one takes its default or drops its item). */
function wellFormedString() {
  return z.string().check(z.refine(isWellFormedText, { error: 'contains a lone surrogate (malformed Unicode)', abort: true }));
}

/** A string with a default (labels, links, HTML). Links stay strings: the rules decide safety. */
export function text(fallback = '') {
  return z._default(wellFormedString(), fallback);
}

const imageFieldSchemas = new WeakSet<z.core.$ZodType>();

/**
 * An image URL ('' = none, the widget's built-in image). Typed as a text field; parseCms then keeps
 * only images of the storefront's own origin or of a host listed in siteSettings.allowedImageHosts
 * (see imagePolicy.ts), and resets any other to '' with a warning.
 */
export function image() {
  const schema = text('');
  imageFieldSchemas.add(schema);
  return schema;
}

/** Whether `schema` is an image() field. */
export function isImageField(schema: z.core.$ZodType): boolean {
  return imageFieldSchemas.has(schema);
}

/** A string an item cannot do without (a label, an id): missing or empty makes the item invalid. */
export function required() {
  return wellFormedString().check(z.minLength(1));
}

export function flag(fallback = false) {
  return z._default(z.boolean(), fallback);
}

/** A non-negative whole number (milliseconds, pixels, counts). */
export function count(fallback = 0) {
  return z._default(z.number().check(z.int(), z.nonnegative()), fallback);
}

/**
 * A list of at most `max` items: invalid items are dropped by the lenient parser, valid ones kept.
 * Before validation the lenient parser keeps only the first `max` items of a longer list (with a
 * warning naming the list and the limit), so a huge payload costs no more than a full one; the
 * limit is also the JSON Schema's maxItems.
 */
export function list<T extends z.ZodMiniType>(item: T, max: number) {
  return z._default(z.array(item).check(z.maxLength(max)), () => []);
}

/**
 * The item limits of the CMS lists: a few times what a large retailer configures, far below what
 * makes parsing or rendering slow. Lists of which only the first item is read are capped low.
 */
export const listLimits = {
  /** Menu and header links, their sub-links, quick links (per list). */
  links: 200,
  /** Ticker items (tickerCrudData). */
  tickerItems: 200,
  /** Custom product categories, design 7 deal categories, Shop By Choice items. */
  categories: 200,
  /** Footer retailers (store locations of a chain). */
  retailers: 500,
  /** Product slugs of the checkout offer. */
  productSlugs: 200,
  /** Social link groups, and the links of one group. */
  socialLinks: 50,
  /** Lists of which the first item is used (searchPageCms, dealsImageSettingCMS, abandoned cart). */
  firstItemOnly: 20,
  /** siteSettings.allowedImageHosts. */
  imageHosts: 50,
  /** Page URLs of a popup campaign's trigger. */
  pageUrls: 200,
} as const;

/** A settings block: an object whose missing fields take their defaults; a missing block is all defaults. */
export function block<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.prefault(z.object(shape), () => ({}) as z.input<z.ZodMiniObject<S>>);
}

// ── Flattened field families (the CMS names fields by concatenation, e.g. homeSelectedMenuImage) ──

export const ordinals = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const;
export type Ordinal = (typeof ordinals)[number];

type Flags<P extends string, O extends string> = { [K in `${P}${O}`]: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>> };

/** `flags('isHeader', ['One', 'Two'])` → { isHeaderOne, isHeaderTwo }, all false by default. */
export function flags<P extends string, const O extends readonly Ordinal[]>(prefix: P, names: O): Flags<P, O[number]> {
  return Object.fromEntries(names.map((name) => [`${prefix}${name}`, flag(false)])) as Flags<P, O[number]>;
}

type Texts<K extends string> = { [Key in K]: z.ZodMiniDefault<z.ZodMiniString<string>> };
type Colours<K extends string> = { [Key in K]: ReturnType<typeof colour> };

/** Bottom-bar item: `${item}Text`, `${item}Link`, `${item}MenuImage`, `${item}SelectedMenuImage`. */
export function bottomBarItemFields<P extends string>(item: P, label: string, link: string) {
  return {
    [`${item}Text`]: text(label),
    [`${item}Link`]: text(link),
    [`${item}MenuImage`]: image(),
    [`${item}SelectedMenuImage`]: image(),
  } as Texts<`${P}Text` | `${P}Link` | `${P}MenuImage` | `${P}SelectedMenuImage`>;
}

/** A bottom-bar design's 'More' button: `${design}MoreText`, `${design}MoreImage`. */
export function moreButtonFields<P extends string>(design: P, label: string) {
  return { [`${design}MoreText`]: text(label), [`${design}MoreImage`]: image() } as Texts<`${P}MoreText` | `${P}MoreImage`>;
}

/** A configurable button: `${button}Text`, `${button}Link` and its three colours. */
export function buttonFields<P extends string>(button: P, label: string, link: string) {
  return {
    ...({ [`${button}Text`]: text(label), [`${button}Link`]: text(link) } as Texts<`${P}Text` | `${P}Link`>),
    ...({
      [`${button}BackgroundColor`]: colour(),
      [`${button}IconColor`]: colour(),
      [`${button}TextColor`]: colour(),
    } as Colours<`${P}BackgroundColor` | `${P}IconColor` | `${P}TextColor`>),
  };
}

/** The legacy per-item Shop By Choice fields of one item (`One` … `Four`). */
export const legacyShopByChoiceParts = ['Image', 'Link', 'Title', 'ImageTitle', 'ImageAlt', 'Color'] as const;
export type LegacyShopByChoicePart = (typeof legacyShopByChoiceParts)[number];

export function legacyShopByChoiceFields<O extends Ordinal>(ordinal: O) {
  return {
    ...({
      [`shopByChoiceImage${ordinal}`]: image(),
      [`shopByChoiceLink${ordinal}`]: text(''),
      [`shopByChoiceTitle${ordinal}`]: text(''),
      [`shopByChoiceImageTitle${ordinal}`]: text(''),
      [`shopByChoiceImageAlt${ordinal}`]: text(''),
    } as Texts<`shopByChoice${Exclude<LegacyShopByChoicePart, 'Color'>}${O}`>),
    ...({ [`shopByChoiceColor${ordinal}`]: colour() } as Colours<`shopByChoiceColor${O}`>),
  };
}
