/** The product page's terpenes and lab results, loaded apart from the catalogue pages' first load (see LabResultsSection.tsx). */
import { preloadable } from '../../layout/slots/preloadable.ts';

export const productLabResults = preloadable(() => import('./LabResultsSection.tsx'));
