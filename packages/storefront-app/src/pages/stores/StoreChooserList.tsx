/**
 * The store chooser as a page shows it (spec 2.7, 2.8): the retailers' query, the shopper's state,
 * store and menu, today's hours (the browser's clock, none while hydrating), every store button
 * through the shared store choice actions. /find-a-dispensary and /customer-choice use it;
 * `onSwitched` runs after a switch went through (the customer-choice page goes on to `?next`).
 */
import { StoreList } from '@storefront/components';
import { useShallow } from 'zustand/react/shallow';
import { useRetailers } from '../../api/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { useStoreChoiceActions } from '../../store-choice/useStoreChoiceActions.ts';
import { useNow } from '../../store-choice/useStoreStatus.ts';
import { usePreferenceStore } from '../../stores/index.ts';
import { QueryView } from '../shared/QueryView.tsx';

export function StoreChooserList({ onSwitched }: { onSwitched?: () => void }) {
  const { config } = useSite();
  const retailers = useRetailers();
  const actions = useStoreChoiceActions();
  const current = usePreferenceStore(
    useShallow((state) => ({ retailerId: state.retailerId, menuType: state.menuType, state: state.canUserSelectedState })),
  );
  const now = useNow();
  return (
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
            if (switched) onSwitched?.();
            return switched;
          }}
          onLocationAlert={actions.showLocationAlert}
          locate={actions.locate}
        />
      )}
    </QueryView>
  );
}
