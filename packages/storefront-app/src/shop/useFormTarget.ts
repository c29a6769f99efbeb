/**
 * Where a shopper's form posts before the page's code has loaded (SHOPPER_FORM_PATHS), and the page
 * to come back to: this one, as the shopper sees it (without a notice or the age gate's exit flag,
 * which belong to the previous answer).
 */
import { useLocation } from 'react-router';
import type { FormTarget } from '@storefront/components';
import { AGE_GATE_EXIT_PARAM, FORM_NOTICE_PARAM, SHOPPER_FORM_PATHS, type ShopperFormName } from './shopperActions.ts';

export function useFormTarget(form: ShopperFormName): FormTarget {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete(AGE_GATE_EXIT_PARAM);
  query.delete(FORM_NOTICE_PARAM);
  return { action: SHOPPER_FORM_PATHS[form], returnTo: `${pathname}${query.size > 0 ? `?${query.toString()}` : ''}` };
}
