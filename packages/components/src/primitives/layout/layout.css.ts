/**
 * The layout primitives' classes: a column (Stack), a row (Inline) and a grid of equal tiles
 * (Tiles), their gaps from the tokens' space scale, and the list reset a `ul`/`ol` gets. Each rule is
 * one class, so a widget adds its own class beside them for what only it needs (a max width, a
 * border) without fighting over the same property.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

/** A list used as a layout: no bullets, no indentation. */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const stackAlign = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

export const inline = style({ display: 'flex', flexDirection: 'row' });

export const inlineWrap = style({ flexWrap: 'wrap' });

export const inlineAlign = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const inlineJustify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const tiles = style({ display: 'grid' });

/** Tile counts a grid may have at one breakpoint. */
export const tileCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileCount = (typeof tileCounts)[number];

const columnsRule = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const counts = Object.fromEntries(tileCounts.map((count) => [count, count])) as Record<TileCount, TileCount>;

/** Columns per breakpoint: `mobile` is every width, the others from the tokens' breakpoints up. */
export const tileColumns = {
  mobile: styleVariants(counts, (count) => ({ gridTemplateColumns: columnsRule(count) })),
  sm: styleVariants(counts, (count) => ({ '@media': { [media.sm]: { gridTemplateColumns: columnsRule(count) } } })),
  md: styleVariants(counts, (count) => ({ '@media': { [media.md]: { gridTemplateColumns: columnsRule(count) } } })),
  lg: styleVariants(counts, (count) => ({ '@media': { [media.lg]: { gridTemplateColumns: columnsRule(count) } } })),
};

/**
 * The narrowest a tile may get when the grid fits as many as it can: the widths the widgets' grids
 * use (a card, a field, a brand tile). `min(100%, …)` keeps one tile inside a narrower container.
 */
export const tileWidths = ['7.5rem', '9rem', '10rem', '12rem', '14rem', '15rem', '17rem', '20rem'] as const;
export type TileWidth = (typeof tileWidths)[number];

const widths = Object.fromEntries(tileWidths.map((width) => [width, width])) as Record<TileWidth, TileWidth>;

export const tileMinWidth = styleVariants(widths, (width) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}), 1fr))`,
}));
