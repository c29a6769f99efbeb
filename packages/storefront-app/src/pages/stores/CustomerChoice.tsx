/**
 * /customer-choice (spec 2.1; the first-visit choice of spec 4: "the customer-choice page has been
 * visited"): where and how the shopper shops, as a page. The store list with each store's menus
 * (spec 2.7, 2.8); choosing one marks the choice as made (isVisitedCustomerChoicePage, which the
 * store-closed notice waits for) and goes on to `?next` (a site path) or home. Delivery opens the
 * store preference's delivery form.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button, safeHref, StoreList } from '@storefront/components';
import { useRetailers } from '../../api/queries.ts';
import { useStoreChoiceActions } from '../../store-choice/useStoreChoiceActions.ts';
import { useNow } from '../../store-choice/useStoreStatus.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { usePreferenceStore, useSiteDataStore, useUiStore } from '../../stores/index.ts';
import { QueryView } from '../shared/QueryView.tsx';
import * as css from '../shared/styles.ts';

export const CUSTOMER_CHOICE_INTRO = 'Choose the store you shop at and its menu. Prices, deals and what is in stock follow your store; you can change it any time from the header.';

export function CustomerChoice() {
  const { config } = useSite();
  const retailers = useRetailers();
  const actions = useStoreChoiceActions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeHref(params.get('next'), '/');
  const current = usePreferenceStore(useShallow((state) => ({ retailerId: state.retailerId, menuType: state.menuType, state: state.canUserSelectedState })));
  const now = useNow();
  return (
    <>
      <p {...css.text}>{CUSTOMER_CHOICE_INTRO}</p>
      <div>
        <Button variant="secondary" onClick={() => useUiStore.getState().setPreferenceDrawerOpen(true)}>
          Get it delivered instead
        </Button>
      </div>
      <QueryView query={retailers}>
        {(list) => (
          <StoreList
            retailers={list}
            now={now}
            initialState={current.state}
            isMedicalTypeOn={config.retailerMenuTypeSettingsCMS.isMedicalTypeOn}
            currentRetailerId={current.retailerId}
            currentMenuType={current.menuType}
            headingLevel={2}
            onStateChange={actions.saveSelectedState}
            onSwitchStore={async (retailer, menuType, orderType) => {
              const switched = await actions.switchStore(retailer, menuType, orderType);
              if (switched) {
                useSiteDataStore.getState().visitCustomerChoice();
                void navigate(next.startsWith('/') ? next : '/');
              }
              return switched;
            }}
            onLocationAlert={actions.showLocationAlert}
            locate={actions.locate}
          />
        )}
      </QueryView>
    </>
  );
}
