/**
 * The store preference (spec 2.7) with its props: the CMS version and content
 * (storePreferencePropsFromCms), the retailers query, the shopper's store, menu and order type, and
 * the store choice actions. Its own module so StoreChooserSlot loads it on the first open.
 *
 * Each opening starts afresh (the version's first step, the shopper's order-type tab); what was
 * typed in the delivery form is kept while it stays open. Closing it marks the first-visit choice as
 * seen (isVisitedCustomerChoicePage), whether a store was chosen or not.
 */
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { StorePreference, storePreferencePropsFromCms, type Retailer } from '@storefront/components';
import { useShop } from '../../shop/useShop.ts';
import { useRetailers } from '../../api/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { useStoreChoiceActions } from '../../store-choice/useStoreChoiceActions.ts';
import { useFormTarget } from '../../shop/useFormTarget.ts';
import { usePreferenceStore, useSiteDataStore, useUiStore } from '../../stores/index.ts';

/** The shown store's state first (a Colorado shopper sees Colorado stores first), otherwise the catalogue's order. */
export function nearShownStoreFirst(retailers: readonly Retailer[], shownId: string | null): Retailer[] {
  const state = retailers.find((r) => r.id === shownId || r.retailerId === shownId)?.addressObject.state;
  if (!state) return [...retailers];
  return [...retailers.filter((r) => r.addressObject.state === state), ...retailers.filter((r) => r.addressObject.state !== state)];
}

export interface StorePreferenceHostProps {
  open: boolean;
  /**
   * The first visit's choice, opened by itself (StoreChooserSlot): in the server's HTML, so shown
   * at once (no entrance transition) and in place (a portal needs the browser).
   */
  firstVisit: boolean;
}

export default function StorePreferenceHost({ open, firstVisit }: StorePreferenceHostProps) {
  const { config } = useSite();
  const form = useFormTarget('store');
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: open ? opening.count + 1 : opening.count });
  const current = usePreferenceStore(
    useShallow((state) => ({
      retailerId: state.retailerId,
      menuType: state.menuType,
      orderType: state.orderType,
      state: state.canUserSelectedState,
    })),
  );
  const retailers = useRetailers();
  const actions = useStoreChoiceActions();
  const cms = storePreferencePropsFromCms(config);
  const shownId = useShop().retailerId;
  const list = useMemo(() => nearShownStoreFirst(retailers.data ?? [], shownId), [retailers.data, shownId]);

  const close = () => {
    const ui = useUiStore.getState();
    ui.setStorePickerOpen(false);
    ui.setPreferenceDrawerOpen(false);
    useSiteDataStore.getState().visitCustomerChoice();
  };

  return (
    <StorePreference
      key={opening.count}
      {...cms}
      open={open}
      onClose={close}
      retailers={list}
      loading={retailers.isPending}
      current={{ ...current, retailerId: shownId, chosen: current.retailerId !== null }}
      onStateChange={actions.saveSelectedState}
      onSwitchStore={actions.switchStore}
      onLocationAlert={actions.showLocationAlert}
      locate={actions.locate}
      onCheckDelivery={actions.checkDelivery}
      onChooseDelivery={(address, option) => actions.chooseDelivery(address, option, list)}
      form={form}
      portal={!firstVisit}
      appear={!firstVisit}
    />
  );
}
