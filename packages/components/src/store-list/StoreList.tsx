import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { LocateFixed } from 'lucide-react';
import { Button } from '../primitives/Button.tsx';
import { TextInput } from '../primitives/field/TextInput.tsx';
import type { FormTarget } from '../primitives/PostForm.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { SEARCH_TEXT_MAX_LENGTH, STORE_NAME_SEARCH_DEBOUNCE_MS, type MenuType, type OrderType } from '../rules/constants.ts';
import {
  applyLocationSearch,
  chooseState,
  filterRetailersByName,
  retailerListMessage,
  retailersInState,
  statesWithRetailers,
} from '../rules/commerce/storeChooser.ts';
import type { StoreCardButton } from '../rules/navigation/storeCard.ts';
import { stateDisplayName } from '../rules/navigation/usStates.ts';
import { StoreCard, type StoreCardRetailer } from './StoreCard.tsx';
import { useDebouncedValue } from '../primitives/useDebouncedValue.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './StoreList.css.ts';

export const SELECT_A_STATE_LABEL = 'Select a State';
/** The 'Select a State' option that keeps every state (ours; the spec names no such option). */
export const ALL_STATES_OPTION = 'All States';
export const SEARCH_BY_STORE_NAME_LABEL = 'Search by Store Name';
/** The closest-stores control and its states (ours; spec 2.7 says only that shoppers can look them up). */
export const USE_MY_LOCATION_LABEL = 'Use my location';
export const LOCATING_LABEL = 'Finding stores near you…';
export const CLOSEST_STORES_LABEL = 'Closest stores to you';
export const SHOW_ALL_STORES_LABEL = 'Show all stores';

/** A location search (spec 2.7, 7): its latitude and the retailers it found, closest first. */
export interface LocationSearch<R> {
  latitude: number;
  retailers: readonly R[];
}

export interface StoreListProps<R extends StoreCardRetailer = StoreCardRetailer> {
  /** The retailers of the catalogue (or of a location search). */
  retailers: readonly R[];
  /** The saved state (canUserSelectedState), applied on load. */
  initialState?: string | null;
  /** retailerMenuTypeSettingsCMS.isMedicalTypeOn */
  isMedicalTypeOn?: boolean;
  currentRetailerId?: string | null;
  currentMenuType?: MenuType | null;
  /** The clock for today's hours (see StoreCard; null: not known yet). */
  now?: Date | null;
  /** The retailers are loading: placeholder cards. */
  loading?: boolean;
  /** A state was chosen (the app stores it as canUserSelectedState). */
  onStateChange?: (state: string) => void;
  /**
   * Switch to this retailer and menu type with order type PICKUP (spec 2.8). While the returned
   * promise runs, the pressed button reads 'Loading...' and the card's buttons are disabled.
   */
  onSwitchStore?: (retailer: R, menuType: MenuType, orderType: OrderType) => unknown;
  /** The current store's active menu was pressed: the app shows its location alert. */
  onLocationAlert?: (retailer: R, menuType: MenuType) => void;
  /**
   * Looks up the closest retailers from the browser location (the app: geolocation, then POST
   * {retailerFilterPath}?type=Closest Location). When it resolves with a latitude other than 0 the
   * results replace the list; a rejection or null (no support, denied, failed call) is logged only
   * and the list stays. Without it there is no 'Use my location' control.
   */
  locate?: () => Promise<LocationSearch<R> | null>;
  /** Show the 'Select a State' filter (the preference shows it only when the state selector is enabled). Default true. */
  showStateFilter?: boolean;
  /** The order type a switch uses (the preference's active tab). Default: the card's PICKUP (spec 2.8). */
  orderType?: OrderType;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The cards' menu-type buttons as real forms (StoreCard's `form`): they work before the page's code has loaded. */
  form?: FormTarget | undefined;
}

interface Switching {
  retailerId: string;
  menuType: MenuType;
}

const PLACEHOLDER_CARDS = 3;

/**
 * The store chooser's state and list view (spec 2.7): 'Select a State' (the states having
 * retailers, sorted), 'Search by Store Name' (case-insensitive, debounced 600 ms) and the store
 * cards, or the spec's empty-list messages. Used by side menu 4's Location tab; the full chooser
 * (location search, closest retailers) arrives with the store-preference issue.
 */
export function StoreList<R extends StoreCardRetailer>({
  retailers,
  initialState,
  isMedicalTypeOn = false,
  currentRetailerId = null,
  currentMenuType = null,
  now,
  loading = false,
  onStateChange,
  onSwitchStore,
  onLocationAlert,
  locate,
  orderType,
  showStateFilter = true,
  headingLevel = 3,
  className,
  form,
}: StoreListProps<R>) {
  const id = useId();
  const [near, setNear] = useState<readonly R[] | null>(null);
  const [locating, setLocating] = useState(false);
  const locateRun = useRef(0);
  const states = statesWithRetailers(retailers);
  const [state, setState] = useState(() => (initialState && states.includes(initialState) ? initialState : ''));
  const [nameFilter, setNameFilter] = useState('');
  const [switching, setSwitching] = useState<Switching | null>(null);
  const debouncedName = useDebouncedValue(nameFilter, STORE_NAME_SEARCH_DEBOUNCE_MS);
  // A cleared filter applies at once; typing waits for the debounce.
  const query = nameFilter.trim() === '' ? '' : debouncedName;
  const source = near ?? retailers;
  const shown = filterRetailersByName(retailersInState(source, state), query);
  const message = loading ? null : retailerListMessage({ totalCount: source.length, shownCount: shown.length });

  const findClosest = () => {
    if (!locate || locating) return;
    const run = ++locateRun.current;
    setLocating(true);
    void Promise.resolve()
      .then(locate)
      .then((search) => {
        if (run !== locateRun.current || !search) return;
        const next = applyLocationSearch(retailers, search);
        if (next === retailers || search.latitude === 0) return;
        setNear(next);
        // Closest stores may lie in any state: the state filter would hide them.
        setState('');
      })
      .catch((error: unknown) => console.info('[store chooser] no location search:', error))
      .finally(() => {
        if (run === locateRun.current) setLocating(false);
      });
  };

  const chooseStateValue = (value: string) => {
    const next = chooseState(value);
    setState(next.state);
    setNameFilter(next.nameFilter);
    onStateChange?.(next.state);
  };

  const onMenuButton = (button: StoreCardButton, retailer: R) => {
    if (button.action === 'locationAlert') {
      onLocationAlert?.(retailer, button.menuType);
      return;
    }
    setSwitching({ retailerId: retailer.id, menuType: button.menuType });
    let result: unknown;
    try {
      result = onSwitchStore?.(retailer, button.menuType, orderType ?? button.orderType);
    } catch {
      result = undefined;
    }
    // The app's switch may be a promise (the preference call); the failure itself is the app's to report.
    void Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => setSwitching(null));
  };

  return (
    <Stack gap="md" className={clsx(css.root, className)} aria-busy={loading || undefined}>
      <div className={css.filters}>
        {showStateFilter ? (
          <Stack gap="xs" className={css.field}>
            <label className={css.label} htmlFor={`${id}-state`}>
              {SELECT_A_STATE_LABEL}
            </label>
            <select id={`${id}-state`} className={css.control} value={state} onChange={(event) => chooseStateValue(event.target.value)}>
              <option value="">{ALL_STATES_OPTION}</option>
              {states.map((code) => (
                <option key={code} value={code}>
                  {stateDisplayName(code)}
                </option>
              ))}
            </select>
          </Stack>
        ) : null}
        <Stack gap="xs" className={css.field}>
          <label className={css.label} htmlFor={`${id}-name`}>
            {SEARCH_BY_STORE_NAME_LABEL}
          </label>
          <TextInput
            id={`${id}-name`}
            className={css.control}
            type="search"
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            autoComplete="off"
            placeholder={SEARCH_BY_STORE_NAME_LABEL}
            value={nameFilter}
            onChange={(event) => setNameFilter(event.target.value)}
          />
        </Stack>
      </div>
      {locate ? (
        <Inline align="center" justify="between" gap="sm">
          {near ? (
            <>
              <p className={css.count}>{CLOSEST_STORES_LABEL}</p>
              <Button size="sm" variant="ghost" onClick={() => setNear(null)}>
                {SHOW_ALL_STORES_LABEL}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={findClosest}
              loading={locating}
              leadingIcon={<LocateFixed size={16} aria-hidden="true" />}
            >
              {locating ? LOCATING_LABEL : USE_MY_LOCATION_LABEL}
            </Button>
          )}
        </Inline>
      ) : null}
      {loading ? (
        <Stack as="ul" gap="md" aria-label="Loading stores">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index}>
              <Skeleton height={168} />
            </li>
          ))}
        </Stack>
      ) : message ? (
        <p className={css.message} role="status">
          {message}
        </p>
      ) : (
        <Stack as="ul" gap="md" aria-label="Stores">
          {shown.map((retailer) => {
            const isCurrentStore =
              currentRetailerId !== null && (retailer.id === currentRetailerId || retailer.retailerId === currentRetailerId);
            return (
              <li key={retailer.id}>
                <StoreCard
                  retailer={retailer}
                  {...(now !== undefined ? { now } : {})}
                  headingLevel={headingLevel}
                  isMedicalTypeOn={isMedicalTypeOn}
                  isCurrentStore={isCurrentStore}
                  currentMenuType={currentMenuType}
                  switchingMenuType={switching?.retailerId === retailer.id ? switching.menuType : null}
                  onMenuButton={(button) => onMenuButton(button, retailer)}
                  form={form}
                  orderType={orderType}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
