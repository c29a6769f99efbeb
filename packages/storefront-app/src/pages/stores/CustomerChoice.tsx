/**
 * /customer-choice (spec 2.1; the first-visit choice of spec 4: "the customer-choice page has been
 * visited"): where and how the shopper shops, as a page. The store list with each store's menus
 * (spec 2.7, 2.8); choosing one marks the choice as made (isVisitedCustomerChoicePage, which the
 * store-closed notice waits for) and goes on to `?next` (a site path) or home. Delivery opens the
 * store preference's delivery form.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { Button, safeHref } from '@storefront/components';
import { useSiteDataStore, useUiStore } from '../../stores/index.ts';
import * as css from '../shared/page.css.ts';
import { StoreChooserList } from './StoreChooserList.tsx';

export const CUSTOMER_CHOICE_INTRO =
  'Choose the store you shop at and its menu. Prices, deals and what is in stock follow your store; you can change it any time from the header.';

export function CustomerChoice() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeHref(params.get('next'), '/');
  return (
    <>
      <p className={css.text}>{CUSTOMER_CHOICE_INTRO}</p>
      <div>
        <Button variant="secondary" onClick={() => useUiStore.getState().setPreferenceDrawerOpen(true)}>
          Get it delivered instead
        </Button>
      </div>
      <StoreChooserList
        onSwitched={() => {
          useSiteDataStore.getState().visitCustomerChoice();
          void navigate(next.startsWith('/') ? next : '/');
        }}
      />
    </>
  );
}
