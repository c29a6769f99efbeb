import { createElement } from 'react';
import clsx from 'clsx';
import * as css from './layout.css.ts';
import { isList, type LayoutElementProps, type Space } from './types.ts';

export type { TileCount, TileWidth } from './layout.css.ts';

/** Columns at every width, or per breakpoint from the tokens (`mobile` is the narrowest, then sm, md, lg up). */
export type TileColumns = css.TileCount | Partial<Record<keyof typeof css.tileColumns, css.TileCount>>;

interface TilesBase extends LayoutElementProps {
  /** The space between tiles, both ways, a step of the tokens' scale. */
  gap?: Space;
}

export type TilesProps = TilesBase &
  (
    | { /** Equal columns. */ columns: TileColumns; minItemWidth?: never }
    | { /** As many equal columns as fit, none narrower than this. */ minItemWidth: css.TileWidth; columns?: never }
  );

/** The classes for a column count, per breakpoint (pure: the tests read it). */
export function tileColumnClasses(columns: TileColumns): string[] {
  const perBreakpoint = typeof columns === 'number' ? { mobile: columns } : columns;
  return (Object.keys(css.tileColumns) as (keyof typeof css.tileColumns)[]).flatMap((at) => {
    const count = perBreakpoint[at];
    return count === undefined ? [] : [css.tileColumns[at][count]];
  });
}

/**
 * A grid of equal tiles: `<Tiles as="ul" columns={{ mobile: 2, md: 4 }} gap="md">` or
 * `<Tiles minItemWidth="15rem" gap="md">`. As a `ul`/`ol` it is also the list reset.
 */
export function Tiles({ as = 'div', gap, columns, minItemWidth, className, ...props }: TilesProps) {
  return createElement(as, {
    className: clsx(
      css.tiles,
      gap && css.gap[gap],
      columns !== undefined && tileColumnClasses(columns),
      minItemWidth !== undefined && css.tileMinWidth[minItemWidth],
      isList(as) && css.listReset,
      className,
    ),
    ...props,
  });
}
