import { createElement } from 'react';
import clsx from 'clsx';
import * as css from './layout.css.ts';
import { panel, type PanelVariants } from './panel.css.ts';
import { isList, type LayoutElementProps, type Space } from './types.ts';

export interface PanelProps extends LayoutElementProps {
  /** Inner space. Default 'lg'. */
  padding?: PanelVariants['padding'];
  /** Stacks the children in a column with this gap (a panel is most often a column of parts). */
  gap?: Space;
}

/**
 * The bordered surface block: `<Panel as="section" gap="md">`. Without `gap` it is only the box
 * (its content lays itself out); with it, also a Stack.
 */
export function Panel({ as = 'div', padding, gap, className, ...props }: PanelProps) {
  return createElement(as, {
    className: clsx(panel({ padding }), gap !== undefined && [css.stack, css.gap[gap]], isList(as) && css.listReset, className),
    ...props,
  });
}
