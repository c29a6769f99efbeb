/**
 * Advice for a retailer editing their CMS JSON (issue 34, item 2): the mistakes a retailer is likely
 * to make, each at the field's dot path and in plain words. `parseCms` already repairs what it cannot
 * use and the JSON Schema already lists what does not match, but both speak to developers ('Invalid
 * input: expected boolean, received string'), and neither says anything about a setting that is
 * valid yet not what the retailer meant: two header flags on at once, a misspelt key (the schema
 * strips it silently), a link to another site, white text on a yellow bar.
 *
 * Every rule reuses the one the storefront applies, so the advice never disagrees with the page:
 *   - variant conflicts: the families' flag tables and resolvers (rules/navigation/variants.ts);
 *   - unknown keys: the CMS schema itself (cmsSchema), walked beside the payload;
 *   - links: isSafeHref / isSitePath (rules/navigation/safeHref.ts);
 *   - images, wrong types, missing content: the repairs parseCms makes (imagePolicy.ts included),
 *     rewritten; each repair is one piece of advice at the same path;
 *   - colours: the pairs themeFromCms keeps readable, measured with the tokens' contrastRatio.
 *
 * Pure and total: any value in (null, an array, a number, a deeply nested object), a list out.
 */
import type { z } from 'zod/mini';
import { contrastRatio, isHexColor } from '@storefront/tokens/contrast';
import { cmsSchema } from './schema.ts';
import { parseCms } from './parseCms.ts';
import { isImageField } from './fields.ts';
import { isPlainObject, MAX_DEPTH, unwrap, type CmsWarning } from './lenient.ts';
import { isSafeHref, isSitePath } from '../rules/navigation/safeHref.ts';
import {
  bottomBarVariantFlags,
  bottomBarVariants,
  dealCardVariantFlags,
  dealCardVariants,
  headerVariantFlags,
  headerVariants,
  menuVariantFlags,
  menuVariants,
  resolveBottomBarVariant,
  resolveDealCardVariant,
  resolveHeaderVariant,
  resolveMenuVariant,
  resolveStorePreferenceVariant,
  storePreferenceVariantFlags,
  storePreferenceVariants,
} from '../rules/navigation/variants.ts';

export type CmsAdviceSeverity = 'problem' | 'warning';

export interface CmsAdvice {
  /** Dot path of the field as the retailer's JSON spells it ('headerFooterSettings.isHeaderFour'); '' for the whole document. */
  path: string;
  /** 'problem': the storefront ignores or replaces what was written. 'warning': used as written, but probably not what was meant. */
  severity: CmsAdviceSeverity;
  message: string;
}

type Json = Record<string, unknown>;

const quote = (value: string) => `'${value}'`;

/** A value as a retailer typed it, short: "yes", 12, an object. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of settings';
  const text = typeof value === 'string' ? `"${value}"` : String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…"` : text;
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if ((!isPlainObject(value) && !Array.isArray(value)) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Json)[key];
  }
  return value;
}

/** The schema of the field at `path` (list indexes and record keys step into their items), or undefined. */
function schemaAt(path: readonly string[]): z.core.$ZodType | undefined {
  let schema: z.core.$ZodType = cmsSchema;
  for (const key of path) {
    const def = unwrap(schema)._zod.def;
    if (def.type === 'object') {
      const shape = (def as z.core.$ZodObjectDef).shape as Record<string, z.core.$ZodType>;
      if (!Object.hasOwn(shape, key)) return undefined;
      schema = shape[key]!;
    } else if (def.type === 'array') schema = (def as z.core.$ZodArrayDef).element;
    else if (def.type === 'record') schema = (def as z.core.$ZodRecordDef).valueType;
    else return undefined;
  }
  return schema;
}

// ── Conflicting variant flags ──────────────────────────────────────────────────────────────────────

interface VariantFamily {
  block: string;
  /** What the retailer calls the thing ('header design'). */
  noun: string;
  flags: Readonly<Record<string, string>>;
  order: readonly string[];
  resolve: (flags: never) => string;
}

/** Each family's flags, in the resolver's order; the resolver says which one wins. */
const variantFamilies: readonly VariantFamily[] = [
  { block: 'headerFooterSettings', noun: 'header design', flags: headerVariantFlags, order: headerVariants, resolve: resolveHeaderVariant },
  {
    block: 'headerFooterSettings',
    noun: 'bottom bar design',
    flags: bottomBarVariantFlags,
    order: bottomBarVariants,
    resolve: resolveBottomBarVariant,
  },
  { block: 'activeVersionCms', noun: 'side menu design', flags: menuVariantFlags, order: menuVariants, resolve: resolveMenuVariant },
  {
    block: 'activeVersionCms',
    noun: 'store chooser design',
    flags: storePreferenceVariantFlags,
    order: storePreferenceVariants,
    resolve: resolveStorePreferenceVariant,
  },
  {
    block: 'DealsCardSettingsCMS',
    noun: 'deal card design',
    flags: dealCardVariantFlags,
    order: dealCardVariants,
    resolve: resolveDealCardVariant,
  },
];

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function conflictAdvice(payload: Json): CmsAdvice[] {
  const out: CmsAdvice[] = [];
  for (const family of variantFamilies) {
    const block = payload[family.block];
    if (!isPlainObject(block)) continue;
    const on = family.order.flatMap((variant) => {
      const flag = family.flags[variant];
      return flag !== undefined && block[flag] === true ? [flag] : [];
    });
    if (on.length < 2) continue;
    const shown = family.flags[family.resolve(block as never)]!;
    const ignored = on.filter((flag) => flag !== shown);
    for (const flag of ignored) {
      out.push({
        path: `${family.block}.${flag}`,
        severity: 'warning',
        message:
          `Only one ${family.noun} can be on, and ${listWords(on.map(quote))} are ${on.length === 2 ? 'both' : 'all'} on. The storefront shows ${quote(shown)} ` +
          `(the first in the list) and ignores ${quote(flag)}. Set the ones you do not want to false.`,
      });
    }
  }
  return out;
}

// ── Unknown keys ─────────────────────────────────────────────────────────────────────────────────

/**
 * Edit distance between two keys (optimal string alignment: an insertion, a deletion, a change or a
 * swap of two neighbouring letters costs one, since 'lable' for 'label' is one slip of the fingers),
 * stopping early past `limit` (the answer is then limit + 1).
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known key closest to `key`: a different case counts as a match, else the smallest edit
 * distance within a third of the key's length (at most 3), so 'isHeaderFuor' finds 'isHeaderFour'
 * but 'colour' is not offered for 'logo'.
 */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const sameLetters = known.find((name) => name.toLowerCase() === lower);
  if (sameLetters !== undefined) return sameLetters;
  const limit = Math.min(3, Math.floor(key.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    const distance = editDistance(lower, name.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

/** Walks the payload beside the schema; every object key the schema does not know is advice. */
function unknownKeyAdvice(payload: Json): CmsAdvice[] {
  const out: CmsAdvice[] = [];
  const visit = (schema: z.core.$ZodType, value: unknown, path: string[]): void => {
    if (path.length > MAX_DEPTH) return;
    const def = unwrap(schema)._zod.def;
    if (def.type === 'object' && isPlainObject(value)) {
      const shape = (def as z.core.$ZodObjectDef).shape as Record<string, z.core.$ZodType>;
      const known = Object.keys(shape);
      for (const [key, child] of Object.entries(value)) {
        if (Object.hasOwn(shape, key)) {
          visit(shape[key]!, child, [...path, key]);
          continue;
        }
        const near = nearestKey(key, known);
        const where = path.length === 0 ? 'at the top level' : `in ${quote(path.join('.'))}`;
        out.push({
          path: [...path, key].join('.'),
          severity: 'warning',
          message:
            near === undefined
              ? `${quote(key)} is not a setting we know ${where}, so the storefront ignores it. Check its spelling and where it sits.`
              : `${quote(key)} is not a setting we know. Did you mean ${quote(near)}? Until it is spelt that way, the storefront ignores it.`,
        });
      }
    } else if (def.type === 'array' && Array.isArray(value)) {
      const element = (def as z.core.$ZodArrayDef).element;
      value.forEach((item, index) => visit(element, item, [...path, String(index)]));
    } else if (def.type === 'record' && isPlainObject(value)) {
      const valueType = (def as z.core.$ZodRecordDef).valueType;
      for (const [key, item] of Object.entries(value)) visit(valueType, item, [...path, key]);
    }
  };
  visit(cmsSchema, payload, []);
  return out;
}

// ── Links ────────────────────────────────────────────────────────────────────────────────────────

// Matching control characters is the point: they hide a scheme from a naive check (as in safeHref.ts).
// eslint-disable-next-line no-control-regex
const CONTROL_AND_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;

/** A link field: a text field named …link, …Link or …url ('shopLink', 'buttonlink', 'url'). */
const LINK_KEY = /(?:^|[a-z])(?:link|url|href)$/i;

/**
 * The blocks whose links are the storefront's own navigation (bottom bar, the home, shop and cart
 * overrides, the home page's buttons): a link there that leaves the site is most likely a mistake.
 * Menus, quick links, social links and banners may point anywhere.
 */
const ON_SITE_BLOCKS = new Set(['stickyFooterWidgetCmsData', 'siteSettings', 'homeDealsSectionCmsData', 'homePageSectionsCms']);

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host : undefined;
  } catch {
    return undefined;
  }
}

function linkAdvice(payload: Json): CmsAdvice[] {
  const out: CmsAdvice[] = [];
  // A full address on the storefront's own host (siteSettings.host) is still a page of the store.
  const host = valueAt(payload, ['siteSettings', 'host']);
  const ownHost = typeof host === 'string' ? hostOf(host) : undefined;
  const visit = (schema: z.core.$ZodType, value: unknown, path: string[]): void => {
    if (path.length > MAX_DEPTH) return;
    const def = unwrap(schema)._zod.def;
    const key = path[path.length - 1] ?? '';
    if (def.type === 'string' && typeof value === 'string' && !isImageField(schema) && LINK_KEY.test(key)) {
      const at = path.join('.');
      const url = value.trim();
      if (url === '') return;
      // Judged as safeHref judges it: browsers drop tabs, newlines and control characters.
      const compact = value.replace(CONTROL_AND_SPACE, '');
      if (!isSafeHref(value)) {
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
        const message =
          scheme === 'javascript' || scheme === 'vbscript' || scheme === 'data'
            ? `This link would run code in the shopper's browser, so the storefront will not use it. Use a page of your store ('/deals') or a web address starting with https://.`
            : compact.startsWith('//') || compact.startsWith('/\\')
              ? `This link leaves out 'https:' and would open another website, so the storefront will not use it. Write the full address (https://…) or a page of your store ('/deals').`
              : scheme !== undefined && scheme !== 'http' && scheme !== 'https'
                ? `Links starting with '${scheme}:' are not allowed, so the storefront will not use this one. Use a page of your store ('/deals'), a web address starting with https://, or mailto: and tel: for email and phone.`
                : `${shown(value)} is not a link the storefront can follow, so it will not use it. Start a page of your store with '/' ('/deals') or write a full web address (https://…).`;
        out.push({ path: at, severity: 'problem', message });
        return;
      }
      if (ON_SITE_BLOCKS.has(path[0] ?? '') && !isSitePath(value) && !url.startsWith('#')) {
        const host = hostOf(url);
        if (host !== undefined && host === ownHost) return;
        out.push({
          path: at,
          severity: 'warning',
          message:
            host !== undefined
              ? `This button should open a page of your store, but it goes to another website (${host}). If that is not what you meant, use a path such as '/deals'.`
              : `This button should open a page of your store, but it opens an email or phone app. If that is not what you meant, use a path such as '/deals'.`,
        });
      }
      return;
    }
    if (def.type === 'object' && isPlainObject(value)) {
      const shape = (def as z.core.$ZodObjectDef).shape as Record<string, z.core.$ZodType>;
      for (const [name, child] of Object.entries(shape)) if (Object.hasOwn(value, name)) visit(child, value[name], [...path, name]);
    } else if (def.type === 'array' && Array.isArray(value)) {
      const element = (def as z.core.$ZodArrayDef).element;
      value.forEach((item, index) => visit(element, item, [...path, String(index)]));
    } else if (def.type === 'record' && isPlainObject(value)) {
      const valueType = (def as z.core.$ZodRecordDef).valueType;
      for (const [name, item] of Object.entries(value)) visit(valueType, item, [...path, name]);
    }
  };
  visit(cmsSchema, payload, []);
  return out;
}

// ── Contrast ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The text-on-background pairs themeFromCms keeps readable, with its minimum for each (4.5:1 for
 * text, 3:1 for icons and the hover colour). themeFromCms itself cannot run in the workbench's
 * manager (its theme contract is a vanilla-extract file), so the pairs are listed here and
 * cmsAdvice.test.ts checks them against themeFromCms's own warnings. Only pairs where the retailer
 * chose both colours are judged: a colour left empty is picked by the theme to be readable.
 */
export const contrastPairs = [
  ['generalSettingsComponentUiData', 'headerFontColor', 'headerBackgroundColor', 4.5, 'header text'],
  ['generalSettingsComponentUiData', 'footerFontColor', 'footerBackgroundColor', 4.5, 'footer text'],
  ['generalSettingsComponentUiData', 'footerHoverColor', 'footerBackgroundColor', 3, 'footer hover colour'],
  ['generalSettingsComponentUiData', 'footerActiveColor', 'footerBackgroundColor', 4.5, 'footer active colour'],
  ['tickerPageCms', 'color', 'backgroundColor', 4.5, 'ticker text'],
  ['stickyFooterWidgetCmsData', 'designSevenButtonTextColor', 'designSevenButtonBackgroundColor', 4.5, 'bottom bar 7 button text'],
  ['stickyFooterWidgetCmsData', 'designSevenButtonIconColor', 'designSevenButtonBackgroundColor', 3, 'bottom bar 7 button icon'],
  [
    'stickyFooterWidgetCmsData',
    'designSevenDealsAllButtonTextColor',
    'designSevenDealsAllButtonBackgroundColor',
    4.5,
    "bottom bar 7 'all deals' button text",
  ],
  [
    'stickyFooterWidgetCmsData',
    'designSevenDealsAllButtonIconColor',
    'designSevenDealsAllButtonBackgroundColor',
    3,
    "bottom bar 7 'all deals' button icon",
  ],
] as const satisfies readonly (readonly [string, string, string, number, string])[];

function contrastAdvice(payload: Json): CmsAdvice[] {
  const out: CmsAdvice[] = [];
  for (const [blockName, foreground, background, min, what] of contrastPairs) {
    const block = payload[blockName];
    if (!isPlainObject(block)) continue;
    const fg = block[foreground];
    const bg = block[background];
    if (!isHexColor(fg) || !isHexColor(bg)) continue;
    const ratio = contrastRatio(fg.trim(), bg.trim());
    if (ratio >= min) continue;
    out.push({
      path: `${blockName}.${foreground}`,
      severity: 'warning',
      message:
        `The ${what} (${fg.trim()}) is hard to read on its background ${quote(background)} (${bg.trim()}): ` +
        `their contrast is ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, below the ${min}:1 shoppers need. ` +
        `The storefront will use a readable black or white instead; pick a darker or lighter colour to keep yours.`,
    });
  }
  return out;
}

// ── parseCms's repairs, in plain words ───────────────────────────────────────────────────────────

const DEEP = /^nested deeper than (\d+) levels; dropped$/;
const TOO_MANY = /^(\d+) items, more than the limit of (\d+);/;
const DROPPED = /^invalid item dropped \((?:([\w.$-]+): )?(.*)\)$/s;
const IMAGE_HOST = /^image host "([^"]*)" is not allowed/;
const IMAGE_SCHEME = /^(\S+:) image URLs are not allowed/;

/** What a field is, for a retailer: 'on or off', 'a colour such as #1a7f4b', … */
function expected(schema: z.core.$ZodType | undefined, key: string): string {
  if (schema === undefined) return 'a different kind of value';
  const def = unwrap(schema)._zod.def;
  if (def.type === 'boolean') return 'true or false (on or off)';
  if (def.type === 'number') return 'a whole number, 0 or more';
  if (def.type === 'enum') return `one of ${listWords(Object.values((def as z.core.$ZodEnumDef).entries).map((v) => `"${String(v)}"`))}`;
  if (def.type === 'array') return 'a list ([ … ])';
  if (def.type === 'object' || def.type === 'record') return 'a group of settings ({ … })';
  if (def.type === 'string') {
    if (/colou?r$/i.test(key)) return 'a colour code such as #1a7f4b (or "" for the theme\'s colour)';
    return 'text in quotes';
  }
  return 'a different kind of value';
}

/** What the storefront uses instead, from parseCms's 'using …' tail. */
function instead(message: string): string {
  const using = /; using (.*)$/s.exec(message)?.[1];
  if (using === undefined || using === 'the defaults') return 'The storefront uses its built-in setting instead.';
  if (using === '""') return 'The storefront leaves it empty (its built-in choice) instead.';
  if (using === 'false') return 'The storefront treats it as off.';
  if (using === 'an empty list') return 'The storefront uses an empty list instead.';
  return `The storefront uses ${using} instead.`;
}

function describeRepair(warning: CmsWarning, payload: unknown): CmsAdvice {
  const path = warning.path === '' ? [] : warning.path.split('.');
  const key = path[path.length - 1] ?? '';
  const message = warning.message;
  const problem = (text: string): CmsAdvice => ({ path: warning.path, severity: 'problem', message: text });

  if (path.length === 0) {
    return problem(
      'These settings could not be read as a whole: they must be one JSON object, starting with { and ending with }. ' +
        'The storefront uses its built-in settings instead.',
    );
  }
  let match = DEEP.exec(message);
  if (match)
    return problem(`This part is nested more than ${match[1]} levels deep, far deeper than any setting, so the storefront leaves it out.`);
  match = TOO_MANY.exec(message);
  if (match) return problem(`This list has ${match[1]} items; the storefront reads only the first ${match[2]} and leaves out the rest.`);
  match = IMAGE_HOST.exec(message);
  if (match) {
    return problem(
      `This image is on ${match[1]}, a website your settings do not allow images from, so the storefront will not show it. ` +
        `Upload it to your store's images, or add ${quote(match[1] ?? '')} to 'siteSettings.allowedImageHosts'.`,
    );
  }
  match = IMAGE_SCHEME.exec(message);
  if (match) {
    return problem(
      `Images written as '${match[1]}…' are not allowed, so the storefront will not show this one. Use an image of your store ('/images/…') or a web address starting with https://.`,
    );
  }
  if (message.startsWith('is not a valid URL')) {
    return problem(
      `This image address cannot be read, so the storefront will not show it. Use '/images/…' or a web address starting with https://.`,
    );
  }
  match = DROPPED.exec(message);
  if (match) {
    const inner = match[1] === undefined ? [] : match[1].split('.');
    const field = inner.join('.');
    const got = valueAt(payload, [...path, ...inner]);
    const itemName = `Item ${Number(key) + 1} of ${quote(path.slice(0, -1).join('.'))}`;
    if (field === '') return problem(`${itemName} is not a group of settings ({ … }), so the storefront leaves it out.`);
    if (got === undefined || got === '') {
      return problem(`${itemName} has no ${quote(field)}, which every item needs, so the storefront leaves the whole item out.`);
    }
    return problem(
      `${itemName} has ${shown(got)} as its ${quote(field)}, where it needs ${expected(schemaAt([...path, ...inner]), inner[inner.length - 1] ?? '')}, so the storefront leaves the whole item out.`,
    );
  }
  // A field reset to its default ('<sub path>: <zod message>; using <default>').
  const sub = /^([\w.$-]+): /.exec(message)?.[1];
  const fieldPath = sub === undefined ? path : [...path, ...sub.split('.')];
  const got = valueAt(payload, fieldPath);
  const fieldKey = fieldPath[fieldPath.length - 1] ?? '';
  const schema = schemaAt(fieldPath);
  if (schema !== undefined && unwrap(schema)._zod.def.type === 'string' && typeof got === 'string') {
    if (/lone surrogate/.test(message))
      return problem(
        `This text holds a broken character (from a bad copy and paste), so the storefront cannot use it. ${instead(message)}`,
      );
    if (/colou?r$/i.test(fieldKey)) {
      return problem(
        `${shown(got)} is not a colour the storefront can read: write it as a colour code such as #1a7f4b. ${instead(message)}`,
      );
    }
  }
  return problem(`This should be ${expected(schema, fieldKey)}, but it is ${shown(got)}. ${instead(message)}`);
}

/**
 * Reads a retailer's raw CMS JSON and lists, in plain words, what the storefront will not use as
 * written ('problem') and what it will use but was probably not meant ('warning'), each at its dot
 * path. Problems first, then warnings; each in the order of the checks above. Never throws.
 */
export function adviseOnCms(payload: unknown): CmsAdvice[] {
  try {
    const { warnings } = parseCms(payload);
    if (!isPlainObject(payload)) return warnings.map((warning) => describeRepair(warning, payload));
    const repaired = new Set(warnings.map((warning) => warning.path));
    // A link parseCms resets is already a repair; the link check words the unsafe ones better, so
    // the link advice wins and the repair's duplicate is dropped.
    const links = linkAdvice(payload);
    const linkPaths = new Set(links.map((advice) => advice.path));
    const advice = [
      ...warnings.filter((warning) => !linkPaths.has(warning.path)).map((warning) => describeRepair(warning, payload)),
      ...links,
      ...conflictAdvice(payload),
      ...unknownKeyAdvice(payload),
      ...contrastAdvice(payload).filter((item) => !repaired.has(item.path)),
    ];
    return [...advice.filter((item) => item.severity === 'problem'), ...advice.filter((item) => item.severity === 'warning')];
  } catch (error) {
    // A rule above throwing is a bug of ours, not the retailer's; say so rather than break the editor.
    return [
      { path: '', severity: 'problem', message: `These settings could not be checked (${String(error)}). The preview still shows them.` },
    ];
  }
}
