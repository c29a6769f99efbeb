import { createElement } from 'react';
import clsx from 'clsx';
import * as css from './layout.css.ts';
import { isList, type LayoutElementProps, type Space } from './types.ts';

export type InlineAlign = keyof typeof css.inlineAlign;
export type InlineJustify = keyof typeof css.inlineJustify;

export interface InlineProps extends Omit<LayoutElementProps, 'wrap'> {
  /** The space between children (and between wrapped lines), a step of the tokens' scale. */
  gap?: Space;
  /** Cross-axis alignment (the CSS default, stretch, when unset). */
  align?: InlineAlign;
  /** Main-axis distribution (the CSS default, start, when unset). */
  justify?: InlineJustify;
  /** Children move to a new line when the row is full. Default true; false keeps one line. */
  wrap?: boolean;
}

/** Children in a row with a gap: `<Inline gap="sm" align="center" justify="between">`. */
export function Inline({ as = 'div', gap, align, justify, wrap = true, className, ...props }: InlineProps) {
  return createElement(as, {
    className: clsx(
      css.inline,
      gap && css.gap[gap],
      align && css.inlineAlign[align],
      justify && css.inlineJustify[justify],
      wrap && css.inlineWrap,
      isList(as) && css.listReset,
      className,
    ),
    ...props,
  });
}
