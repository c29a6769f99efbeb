// Layout primitives: columns, rows, tile grids and the bordered panel, spaced with the tokens' scale.
export { Stack, type StackProps, type StackAlign } from './Stack.tsx';
export { Inline, type InlineProps, type InlineAlign, type InlineJustify } from './Inline.tsx';
export { Tiles, tileColumnClasses, type TilesProps, type TileColumns, type TileCount, type TileWidth } from './Tiles.tsx';
export { Panel, type PanelProps } from './Panel.tsx';
export { panel as panelRecipe, type PanelVariants } from './panel.css.ts';
export { tileCounts, tileWidths } from './layout.css.ts';
export type { Space, LayoutElement, LayoutElementProps } from './types.ts';
