/**
 * Story harness for the store preference (spec 2.7): the fixture's CMS (plus the story's patch)
 * through storePreferencePropsFromCms, the demo retailers, and what the app owns as small
 * stand-ins: the open state (a page button opens it again), the store switch (a delay), the location
 * search (a fixed position: the spec's default map centre) and the delivery check (the demo
 * backend through MSW).
 */
import { useState } from 'react';
import {
  Button,
  DEFAULT_MAP_CENTER,
  LinkAdapterProvider,
  StorePreference,
  notify,
  storeName,
  storePreferencePropsFromCms,
  flagMatrices,
  type MenuType,
  type OrderType,
  type StorePreferenceVariant,
} from '@storefront/components';
import { checkDeliveryAddress } from '@storefront/components/api';
import { distanceMiles } from '@storefront/demo-api';
import { retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { PageBehind } from '../support/PageBehind.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';

/** The visual runner's clock (tests/visual), so the store cards' hours match the screenshots. */
export const STORY_NOW = new Date('2026-11-20T15:30:00-05:00');

/** A CMS patch that turns on exactly one isRetailerVersion… flag (none: the default modal). */
export function versionPatch(variant: StorePreferenceVariant) {
  return flagMatrices.storePreference.select(variant);
}

/** The demo retailers as a location search from the default map centre returns them: closest first. */
const closest = retailers
  .map((retailer) => ({
    ...retailer,
    locationDetail: {
      distance:
        Math.round(
          distanceMiles(
            DEFAULT_MAP_CENTER.latitude,
            DEFAULT_MAP_CENTER.longitude,
            retailer.coordinates.latitude,
            retailer.coordinates.longitude,
          ) * 100,
        ) / 100,
    },
  }))
  .filter((retailer) => retailer.locationDetail.distance <= 60)
  .sort((a, b) => a.locationDetail.distance - b.locationDetail.distance);

export interface StorePreferenceStoryArgs {
  /** No retailers at all. */
  empty?: boolean;
  loading?: boolean;
  /** The shopper's store: 'fixture' = the fixture's canSelectedRetailerId, 'none' = not chosen yet. */
  current?: 'fixture' | 'none';
  orderType?: OrderType;
  menuType?: MenuType;
  /** The saved state (canUserSelectedState). */
  savedState?: string | null;
  /** How long a store switch takes (ms); 0 = never ends (to show 'Loading...'). */
  switchMs?: number;
  /** Start closed: the page's button opens it. */
  startClosed?: boolean;
  /** The quiet page behind it (default); off in a gallery tile, which shows the panel alone. */
  pageBehind?: boolean;
}

export function StorePreferenceStory({
  empty = false,
  loading = false,
  current = 'fixture',
  orderType = 'PICKUP',
  menuType,
  savedState = null,
  switchMs = 800,
  startClosed = false,
  pageBehind = true,
}: StorePreferenceStoryArgs) {
  const { config } = useStoryCms();
  const [open, setOpen] = useState(!startClosed);
  const props = storePreferencePropsFromCms(config);
  const retailerId = current === 'fixture' ? config.initialSiteData.canSelectedRetailerId || null : null;
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      {pageBehind ? (
        <PageBehind
          action={
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
              Choose a store
            </Button>
          }
        />
      ) : null}
      <StorePreference
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        retailers={empty ? [] : retailers}
        loading={loading}
        now={STORY_NOW}
        current={{ retailerId, menuType: menuType ?? config.initialSiteData.canMenuType, orderType, state: savedState }}
        onSwitchStore={() => new Promise<boolean>((resolve) => (switchMs > 0 ? setTimeout(() => resolve(false), switchMs) : undefined))}
        onLocationAlert={(retailer) => notify.info('This location is already selected.', { description: storeName(retailer) })}
        locate={() => Promise.resolve({ latitude: DEFAULT_MAP_CENTER.latitude, retailers: closest })}
        onCheckDelivery={(values) => checkDeliveryAddress(values)}
        onChooseDelivery={() => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), switchMs))}
      />
    </LinkAdapterProvider>
  );
}
