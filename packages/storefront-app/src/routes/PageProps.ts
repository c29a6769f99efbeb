import type { ReactNode } from 'react';
import type { RouteDef } from './routeTable.ts';

/** What every page component receives from the page host. */
export interface PageProps {
  /** The route being shown (after fallback resolution). */
  route: RouteDef;
  /** URL parameters, plus those a fallback resolution found. */
  params: Readonly<Record<string, string | undefined>>;
}

/** A page module's default export: one component per page kind it holds. */
export type PageModule = Partial<Record<RouteDef['page'], (props: PageProps) => ReactNode>>;
