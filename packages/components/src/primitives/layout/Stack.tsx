import { createElement } from 'react';
import clsx from 'clsx';
import * as css from './layout.css.ts';
import { isList, type LayoutElementProps, type Space } from './types.ts';

export type StackAlign = keyof typeof css.stackAlign;

export interface StackProps extends LayoutElementProps {
  /** The space between children, a step of the tokens' scale. */
  gap?: Space;
  /** The children's cross-axis alignment (the CSS default, stretch, when unset). */
  align?: StackAlign;
}

/**
 * Children in a column with a gap: `<Stack as="ul" gap="sm">`. As a `ul`/`ol` it is also the list
 * reset. A widget's own class (`className`) adds what only that block needs.
 */
export function Stack({ as = 'div', gap, align, className, ...props }: StackProps) {
  return createElement(as, {
    className: clsx(css.stack, gap && css.gap[gap], align && css.stackAlign[align], isList(as) && css.listReset, className),
    ...props,
  });
}
