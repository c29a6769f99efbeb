import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from './sprinkles.css.ts';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    as?: ElementType;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

/**
 * Layout primitive: any element, with sprinkles props (tokens only) split from DOM props.
 * `<Box as="nav" display="flex" gap="md" padding={{ mobile: 'sm', md: 'lg' }}>`.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { className: clsx(sprinkles(atoms as Sprinkles), className), ...rest });
}
