/**
 * The eight mobile header variants (spec 2.3, chosen by isHeaderOne … isHeaderEight) as data. One
 * `Header` reads this table: which shared parts each variant shows, in which rows and order, how
 * each part is drawn, the extras (hamburger, store picker) and the background treatment. No
 * variant has a component of its own.
 *
 * The spec lists what every variant has (logo, search control, wishlist, notification bell, store
 * bar, CMS menu links, default-home-page control) and that "some variants add a hamburger that
 * opens the side menus, and a store-picker icon"; it does not draw them. The eight looks are ours
 * (see each `description`); every one carries all the shared parts.
 */
import type { HeaderVariant } from '../rules/navigation/variants.ts';

/** Every part a header can show. The first seven are shared by all variants (spec 2.3). */
export const headerParts = [
  'logo',
  'search',
  'wishlist',
  'notifications',
  'storeBar',
  'navLinks',
  'defaultHomePage',
  'hamburger',
  'storePicker',
] as const;
export type HeaderPart = (typeof headerParts)[number];

/** The parts spec 2.3 gives to every header variant. */
export const sharedHeaderParts = [
  'logo',
  'search',
  'wishlist',
  'notifications',
  'storeBar',
  'navLinks',
  'defaultHomePage',
] as const satisfies readonly HeaderPart[];

/** The extras "some variants add" (spec 2.3). */
export const headerExtraParts = ['hamburger', 'storePicker'] as const satisfies readonly HeaderPart[];

/** Background treatment of one row (a recipe variant of Header.css.ts). */
export const headerRowTones = ['surface', 'muted', 'brand', 'brandSoft'] as const;
export type HeaderRowTone = (typeof headerRowTones)[number];

/** Fixed row heights (reserved, so nothing shifts while images or data arrive). */
export const headerRowSizes = ['bar', 'compact', 'field', 'strip', 'slim', 'card', 'rail'] as const;
export type HeaderRowSize = (typeof headerRowSizes)[number];

/**
 * - 'split': start | centre (fills) | end — a full-width part sits alone in the centre;
 * - 'centred': start | centre | end with the centre truly centred (equal side columns);
 * - 'rail': the centre's parts in equal columns (labelled icon rail).
 */
export const headerRowArrangements = ['split', 'centred', 'rail'] as const;
export type HeaderRowArrangement = (typeof headerRowArrangements)[number];

/** How each part is drawn where it is placed. */
export interface HeaderPartLooks {
  logo: 'plain' | 'plate';
  search: 'icon' | 'field' | 'labelled';
  wishlist: 'icon' | 'labelled';
  notifications: 'icon' | 'labelled';
  hamburger: 'icon' | 'labelled';
  storePicker: 'icon' | 'labelled';
  storeBar: 'bar' | 'card' | 'chip';
  navLinks: 'underline' | 'pills' | 'chips';
  defaultHomePage: 'banner' | 'chip';
}

export type HeaderSlotItem = { [P in HeaderPart]: { part: P; look: HeaderPartLooks[P] } }[HeaderPart];

export interface HeaderRow {
  tone: HeaderRowTone;
  size: HeaderRowSize;
  arrangement: HeaderRowArrangement;
  start?: readonly HeaderSlotItem[];
  center?: readonly HeaderSlotItem[];
  end?: readonly HeaderSlotItem[];
  /** Group the end slot's icons in a rounded cluster (variant eight). */
  endCluster?: boolean;
  /** Icon button size in this row. Default 'md' (the tap-target size). */
  iconSize?: 'sm' | 'md';
}

export interface HeaderDesign {
  /** Short name for stories, controls and the CMS editor. */
  name: string;
  /** What the variant looks like and who would pick it. */
  description: string;
  /** Logo size: 'md' in roomy bars, 'sm' in compact ones. */
  logoSize: 'sm' | 'md';
  /** Edge treatment of the whole header: a hairline or a soft shadow. */
  elevation: 'border' | 'shadow';
  rows: readonly HeaderRow[];
}

// ── Slot item helpers (keep the table readable) ──
const logo = (look: HeaderPartLooks['logo'] = 'plain'): HeaderSlotItem => ({ part: 'logo', look });
const search = (look: HeaderPartLooks['search'] = 'icon'): HeaderSlotItem => ({ part: 'search', look });
const wishlist = (look: HeaderPartLooks['wishlist'] = 'icon'): HeaderSlotItem => ({ part: 'wishlist', look });
const bell = (look: HeaderPartLooks['notifications'] = 'icon'): HeaderSlotItem => ({ part: 'notifications', look });
const hamburger = (look: HeaderPartLooks['hamburger'] = 'icon'): HeaderSlotItem => ({ part: 'hamburger', look });
const storePicker = (look: HeaderPartLooks['storePicker'] = 'icon'): HeaderSlotItem => ({ part: 'storePicker', look });
const storeBar = (look: HeaderPartLooks['storeBar'] = 'bar'): HeaderSlotItem => ({ part: 'storeBar', look });
const navLinks = (look: HeaderPartLooks['navLinks']): HeaderSlotItem => ({ part: 'navLinks', look });
const defaultHome = (look: HeaderPartLooks['defaultHomePage'] = 'banner'): HeaderSlotItem => ({ part: 'defaultHomePage', look });

/** A row holding one full-width part. */
const full = (tone: HeaderRowTone, size: HeaderRowSize, item: HeaderSlotItem): HeaderRow => ({
  tone,
  size,
  arrangement: 'split',
  center: [item],
});

const defaultHomeRow = full('brandSoft', 'slim', defaultHome());

export const headerDesigns: Readonly<Record<HeaderVariant, HeaderDesign>> = {
  one: {
    name: 'Classic',
    description: 'Logo left and the three icons right; the store bar and an underlined link strip below.',
    logoSize: 'md',
    elevation: 'border',
    rows: [
      { tone: 'surface', size: 'bar', arrangement: 'split', start: [logo()], end: [search(), wishlist(), bell()] },
      full('muted', 'slim', storeBar()),
      defaultHomeRow,
      full('surface', 'strip', navLinks('underline')),
    ],
  },
  two: {
    name: 'Centred',
    description: 'Centred logo between the menu and search (left) and wishlist and bell (right); pill links, store bar last.',
    logoSize: 'md',
    elevation: 'shadow',
    rows: [
      {
        tone: 'surface',
        size: 'bar',
        arrangement: 'centred',
        start: [hamburger(), search()],
        center: [logo()],
        end: [wishlist(), bell()],
      },
      full('surface', 'strip', navLinks('pills')),
      full('muted', 'slim', storeBar()),
      defaultHomeRow,
    ],
  },
  three: {
    name: 'Search row',
    description: 'Menu and logo over a full-width search field, a tinted store bar, then chip links.',
    logoSize: 'md',
    elevation: 'border',
    rows: [
      { tone: 'surface', size: 'bar', arrangement: 'split', start: [hamburger(), logo()], end: [wishlist(), bell()] },
      full('surface', 'field', search('field')),
      full('brandSoft', 'slim', storeBar()),
      defaultHomeRow,
      full('surface', 'strip', navLinks('chips')),
    ],
  },
  four: {
    name: 'Search first',
    description: 'One compact bar led by the search field (small logo, wishlist, bell); the store as a chip beside the default-home chip.',
    logoSize: 'sm',
    elevation: 'border',
    rows: [
      {
        tone: 'surface',
        size: 'compact',
        arrangement: 'split',
        start: [logo()],
        center: [search('field')],
        end: [wishlist(), bell()],
        iconSize: 'sm',
      },
      { tone: 'muted', size: 'slim', arrangement: 'split', start: [storeBar('chip')], end: [defaultHome('chip')] },
      full('surface', 'strip', navLinks('pills')),
    ],
  },
  five: {
    name: 'Icon rail',
    description: 'Logo and store picker on top, then a rail of labelled icons (menu, search, list, notifications).',
    logoSize: 'md',
    elevation: 'border',
    rows: [
      { tone: 'surface', size: 'bar', arrangement: 'split', start: [logo()], end: [storePicker()] },
      {
        tone: 'surface',
        size: 'rail',
        arrangement: 'rail',
        center: [hamburger('labelled'), search('labelled'), wishlist('labelled'), bell('labelled')],
      },
      full('muted', 'slim', storeBar()),
      defaultHomeRow,
      full('surface', 'strip', navLinks('underline')),
    ],
  },
  six: {
    name: 'Brand bar',
    description: 'A bold bar in the brand colour with the logo on a light plate; links in the same colour, store bar tinted.',
    logoSize: 'md',
    elevation: 'shadow',
    rows: [
      { tone: 'brand', size: 'bar', arrangement: 'split', start: [hamburger(), logo('plate')], end: [search(), wishlist(), bell()] },
      full('brand', 'strip', navLinks('pills')),
      full('brandSoft', 'slim', storeBar()),
      defaultHomeRow,
    ],
  },
  seven: {
    name: 'Minimal',
    description: 'Compact: small logo and icons, then one strip with the store chip followed by the links.',
    logoSize: 'sm',
    elevation: 'border',
    rows: [
      { tone: 'surface', size: 'compact', arrangement: 'split', start: [logo()], end: [search(), wishlist(), bell()], iconSize: 'sm' },
      {
        tone: 'surface',
        size: 'strip',
        arrangement: 'split',
        start: [storeBar('chip'), defaultHome('chip')],
        center: [navLinks('chips')],
      },
    ],
  },
  eight: {
    name: 'Split',
    description: 'Menu and store picker left, centred logo, the icons in a rounded cluster right; the store as a card.',
    logoSize: 'sm',
    elevation: 'shadow',
    rows: [
      {
        tone: 'surface',
        size: 'bar',
        arrangement: 'centred',
        start: [hamburger(), storePicker()],
        center: [logo()],
        end: [search(), wishlist(), bell()],
        endCluster: true,
        iconSize: 'sm',
      },
      full('surface', 'card', storeBar('card')),
      defaultHomeRow,
      full('surface', 'strip', navLinks('underline')),
    ],
  },
};

/** Every slot item of a layout, row by row, start → centre → end. */
export function layoutItems(layout: HeaderDesign): HeaderSlotItem[] {
  return layout.rows.flatMap((row) => [...(row.start ?? []), ...(row.center ?? []), ...(row.end ?? [])]);
}

/** The set of parts a layout places. */
export function layoutParts(layout: HeaderDesign): Set<HeaderPart> {
  return new Set(layoutItems(layout).map((item) => item.part));
}
