/** The home page's trending and brands sections, loaded apart from the first load (see CatalogSections.tsx). */
import { preloadable } from '../../layout/slots/preloadable.ts';

export const homeCatalogSections = preloadable(() => import('./CatalogSections.tsx'));
