import type { AllHTMLAttributes, JSX, ReactNode, Ref } from 'react';
import type { vars } from '@storefront/tokens';

/** A step of the tokens' space scale (`vars.space`): 'none' … 'xxxl'. */
export type Space = keyof typeof vars.space;

/** Any intrinsic element a layout block may render as (`div`, `ul`, `section`, `form`…). */
export type LayoutElement = keyof JSX.IntrinsicElements;

/** The DOM props a layout block passes through to its element. */
export interface LayoutElementProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  /** The rendered element. Default `div`; a `ul` or `ol` loses its bullets and indentation. */
  as?: LayoutElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [data: `data-${string}`]: string | undefined;
}

/** Lists used as layout blocks get the list reset. */
export function isList(element: LayoutElement): boolean {
  return element === 'ul' || element === 'ol';
}
