import { useId, useState } from 'react';
import { Drawer } from '../primitives/dialog/Drawer.tsx';
import { Modal } from '../primitives/dialog/Modal.tsx';
import { PostForm, type FormTarget } from '../primitives/PostForm.tsx';
import { TabList, tabId, tabPanelId } from '../primitives/tabs/Tabs.tsx';
import type { MenuType, OrderType } from '../rules/constants.ts';
import {
  chooseState,
  deliveryPanel,
  initialPreferenceTab,
  preferenceStartsWithStateList,
  preferenceTabOrderType,
  visiblePreferenceTabs,
  type PreferenceTab,
} from '../rules/commerce/storeChooser.ts';
import type { DeliveryAddressValues } from '../rules/commerce/delivery.ts';
import type { DeliveryCheckResult, DeliveryOption } from '../api/delivery.ts';
import type { StorePreferenceVariant } from '../rules/navigation/variants.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { StoreList, type StoreListProps } from '../store-list/StoreList.tsx';
import type { StoreCardRetailer } from '../store-list/StoreCard.tsx';
import { DeliveryForm, emptyDeliveryAddress } from './DeliveryForm.tsx';
import { MenuTypeBar } from './MenuTypeBar.tsx';
import { StateStep } from './StateStep.tsx';
import { storePreferenceDesigns } from './storePreferenceDesigns.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './StorePreference.css.ts';

/** The tab list's accessible name (ours). */
export const ORDER_TYPE_TABS_LABEL = 'Order type';
/** The order-type tabs' form field (a tab pressed before the page's code has loaded). */
export const ORDER_TYPE_TAB_FIELD = 'tab';

/** preferenceModalCmsData (spec 2.7). */
export interface PreferenceModalContent {
  image?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  deliverytext?: string | undefined;
  pickuptext?: string | undefined;
  deliveryicon?: string | undefined;
  deliverytitle?: string | undefined;
  deliverysubtitle?: string | undefined;
}

/** locationPreference (spec 2.7). */
export interface LocationPreferenceContent {
  image?: string | undefined;
  imageAlt?: string | undefined;
  imageTitle?: string | undefined;
  title: string;
  subTitle?: string | undefined;
}

export interface StorePreferenceSettings {
  /** stateSelectionSettingsCMS.enableStateSelector */
  enableStateSelector: boolean;
  /** deliverySettingsCMS */
  turnOffCurbsidePickup: boolean;
  hideDeliveryBtn: boolean;
  deliveryActive: boolean;
  /** retailerMenuTypeSettingsCMS.isMedicalTypeOn */
  isMedicalTypeOn: boolean;
}

export interface StorePreferenceCurrent {
  /** The store the storefront shows (the shopper's, else the retailer's CMS store). */
  retailerId: string | null;
  /** The shopper chose that store (false: the CMS's, still to be confirmed). Default true. */
  chosen?: boolean;
  menuType: MenuType;
  orderType: OrderType;
  /** The saved state (canUserSelectedState). */
  state: string | null;
}

export interface StorePreferenceProps<R extends StoreCardRetailer = StoreCardRetailer> {
  variant: StorePreferenceVariant;
  open: boolean;
  onClose: () => void;
  content: { preference: PreferenceModalContent; location: LocationPreferenceContent };
  settings: StorePreferenceSettings;
  retailers: readonly R[];
  loading?: boolean;
  /** The clock for the store cards' hours. */
  now?: Date;
  current: StorePreferenceCurrent;
  /** A state was chosen (the app stores it as canUserSelectedState). */
  onStateChange?: (state: string) => void;
  /**
   * Shop this store and menu with this order type (the active tab's). Resolves when done; false
   * means the shopper stayed (e.g. kept the cart) and the preference stays open.
   */
  onSwitchStore: (retailer: R, menuType: MenuType, orderType: OrderType) => Promise<boolean | void> | boolean | void;
  /** The current store's active menu was pressed: the app shows its location alert. */
  onLocationAlert?: (retailer: R, menuType: MenuType) => void;
  locate?: StoreListProps<R>['locate'];
  /** The delivery form's address check (absent: the form reports the check as failed). */
  onCheckDelivery?: (address: DeliveryAddressValues) => Promise<DeliveryCheckResult>;
  /** Deliver from a store to a checked address; same resolution as onSwitchStore. */
  onChooseDelivery?: (address: DeliveryCheckResult['address'], option: DeliveryOption) => Promise<boolean | void> | boolean | void;
  /** Opening state for stories: the delivery form's values. */
  initialDeliveryValues?: DeliveryAddressValues;
  /**
   * The state list, the order-type tabs and the store cards as real forms posting to
   * `form.action` (issue 31, item 2): a first visit can choose a store before the page's code has
   * loaded, or without it. Once hydrated they work here as before, without a page load.
   */
  form?: FormTarget | undefined;
  /** False: rendered in place, not in a portal (a first visit's choice in the server's HTML). Default true. */
  portal?: boolean;
  /** False: shown at once, without the entrance transition (a dialog the server's HTML already showed). Default true. */
  appear?: boolean;
}

const noCheck = () => Promise.reject(new Error('no delivery check'));

/**
 * The store-preference drawers and modals (spec 2.7) as one component over a version table
 * (storePreferenceDesigns): the optional state chooser, the order-type tabs PICKUP, CURBSIDE
 * (hidden by turnOffCurbsidePickup) and DELIVERY (hidden by hideDeliveryBtn), the retailer list for
 * the active type, the delivery form or 'Sorry, delivery is currently unavailable.', and version
 * Two's bottom bar of menu-type buttons. Choosing a state filters the retailers, clears the name
 * filter and resets the tab to PICKUP. Focus is trapped while open and returns to the opener.
 */
export function StorePreference<R extends StoreCardRetailer>(props: StorePreferenceProps<R>) {
  const { variant, open, onClose, content, settings, retailers, loading = false, now, current } = props;
  const layout = storePreferenceDesigns[variant];
  const idBase = useId();
  const tabs = visiblePreferenceTabs(settings);
  const [stateStep, setStateStep] = useState(
    () =>
      layout.stateStepFirst &&
      preferenceStartsWithStateList({
        enableStateSelector: settings.enableStateSelector,
        state: current.state,
        retailerId: current.chosen === false ? null : current.retailerId,
      }),
  );
  const [chosenState, setChosenState] = useState<string | null>(current.state);
  const [tab, setTab] = useState<PreferenceTab>(() => initialPreferenceTab(current.orderType, tabs));
  const [address, setAddress] = useState<DeliveryAddressValues>(props.initialDeliveryValues ?? emptyDeliveryAddress);
  const [choosingDelivery, setChoosingDelivery] = useState<string | null>(null);
  const activeTab = tabs.includes(tab) ? tab : (tabs[0] ?? 'PICKUP');
  const delivery = deliveryPanel({ isActive: settings.deliveryActive });

  const intro =
    layout.intro === 'preference'
      ? {
          title: content.preference.title,
          subtitle: nonBlank(content.preference.subtitle),
          image: nonBlank(content.preference.image),
          imageAlt: '',
        }
      : {
          title: content.location.title,
          subtitle: nonBlank(content.location.subTitle),
          image: nonBlank(content.location.image),
          imageAlt: nonBlank(content.location.imageAlt) ?? '',
        };

  const settle = async (result: Promise<boolean | void> | boolean | void) => {
    const done = await result;
    if (done !== false && !layout.menuTypeBar) onClose();
  };

  const pickState = (state: string) => {
    const next = chooseState(state);
    setChosenState(next.state);
    setTab(next.tab);
    setStateStep(false);
    props.onStateChange?.(next.state);
  };

  const currentRetailer = retailers.find((r) => r.id === current.retailerId || r.retailerId === current.retailerId) ?? null;
  const footer =
    layout.menuTypeBar && currentRetailer && !stateStep ? (
      <MenuTypeBar
        retailer={currentRetailer}
        isMedicalTypeOn={settings.isMedicalTypeOn}
        currentMenuType={current.menuType}
        onSwitch={(menuType) => props.onSwitchStore(currentRetailer, menuType, current.orderType)}
        onLocationAlert={(menuType) => props.onLocationAlert?.(currentRetailer, menuType)}
      />
    ) : undefined;

  const body = stateStep ? (
    <StateStep retailers={retailers} loading={loading} onChoose={pickState} form={props.form} />
  ) : (
    <>
      {/* A form, so a tab pressed before the page's code has loaded is posted (the server renders that tab). */}
      <PostForm target={props.form} onSubmit={() => undefined}>
        <TabList
          tabs={tabs.map((id) => ({ id, label: id }))}
          active={activeTab}
          onChange={setTab}
          idBase={idBase}
          label={ORDER_TYPE_TABS_LABEL}
          className={css.tabList({ look: layout.tabs })}
          tabClassName={css.tab({ look: layout.tabs })}
          submitName={ORDER_TYPE_TAB_FIELD}
        />
      </PostForm>
      {tabs.map((id) => (
        <div
          key={id}
          id={tabPanelId(idBase, id)}
          role="tabpanel"
          aria-labelledby={tabId(idBase, id)}
          hidden={id !== activeTab}
          className={css.panel({ height: layout.listHeight })}
        >
          {id !== activeTab ? null : id === 'DELIVERY' ? (
            delivery.kind === 'form' ? (
              <DeliveryForm
                values={address}
                onValuesChange={setAddress}
                content={{
                  icon: content.preference.deliveryicon,
                  title: content.preference.deliverytitle,
                  subtitle: content.preference.deliverysubtitle,
                }}
                onCheck={props.onCheckDelivery ?? noCheck}
                currentRetailerId={current.orderType === 'DELIVERY' ? current.retailerId : null}
                choosingRetailerId={choosingDelivery}
                onChoose={(checked, option) => {
                  setChoosingDelivery(option.retailerId);
                  void settle(props.onChooseDelivery?.(checked, option))
                    .catch(() => undefined)
                    .finally(() => setChoosingDelivery(null));
                }}
              />
            ) : (
              <p className={css.message} role="status">
                {delivery.message}
              </p>
            )
          ) : (
            <StoreList
              retailers={retailers}
              initialState={chosenState}
              showStateFilter={settings.enableStateSelector}
              isMedicalTypeOn={settings.isMedicalTypeOn}
              // The CMS's store, not yet confirmed by the shopper, is not "current": its buttons confirm it.
              currentRetailerId={current.chosen !== false && current.orderType === preferenceTabOrderType[id] ? current.retailerId : null}
              currentMenuType={current.menuType}
              loading={loading}
              orderType={preferenceTabOrderType[id]}
              {...(now ? { now } : {})}
              {...(props.locate ? { locate: props.locate } : {})}
              {...(props.onLocationAlert ? { onLocationAlert: props.onLocationAlert } : {})}
              onStateChange={(state) => {
                const next = chooseState(state);
                setChosenState(next.state || null);
                setTab(next.tab);
                props.onStateChange?.(next.state);
              }}
              onSwitchStore={(retailer, menuType, orderType) => settle(props.onSwitchStore(retailer, menuType, orderType))}
              form={props.form}
            />
          )}
        </div>
      ))}
    </>
  );

  const intoBody = (
    <Stack gap="md" className={css.body}>
      {intro.image ? (
        <img
          src={intro.image}
          alt={intro.imageAlt}
          width={layout.image === 'banner' ? 640 : 72}
          height={layout.image === 'banner' ? 200 : 72}
          className={css.image({ look: layout.image })}
          {...(layout.intro === 'location' && nonBlank(content.location.imageTitle) ? { title: content.location.imageTitle } : {})}
        />
      ) : null}
      {intro.subtitle ? <p className={css.subtitle}>{intro.subtitle}</p> : null}
      {body}
    </Stack>
  );

  const common = {
    open,
    onClose,
    title: intro.title,
    footer,
    bodyClassName: css.dialogBody,
    className: css.dialog({ variant }),
    portal: props.portal ?? true,
    appear: props.appear ?? true,
  };
  return layout.container === 'modal' ? (
    <Modal {...common} width={layout.width}>
      {intoBody}
    </Modal>
  ) : (
    <Drawer {...common} side={layout.side} width={layout.width}>
      {intoBody}
    </Drawer>
  );
}
