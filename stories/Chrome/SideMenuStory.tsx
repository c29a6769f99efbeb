/**
 * Story harness for the side menus (spec 2.6): the fixture's CMS (plus the story's patch) and the
 * demo catalogue through sideMenuPropsFromCms, router links, and what the app owns (the open
 * state, the store switch, the location alert) as small stand-ins.
 */
import { useState } from 'react';
import { Button, flagMatrices, LinkAdapterProvider, notify, type MenuVariant } from '@storefront/components';
import { SideMenu, sideMenuPropsFromCms, sideMenuDesigns, type SideMenuData } from '@storefront/components';
import { storeName } from '@storefront/components';
import { catalog } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { PageBehind } from '../support/PageBehind.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';

/** The visual runner's clock (tests/visual), so the store cards' hours match the screenshots. */
export const STORY_NOW = new Date('2026-11-20T15:30:00-05:00');

export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };

/** A CMS patch that turns on exactly one isMenu… flag (activeVersionCms). */
export function menuPatch(variant: MenuVariant) {
  return flagMatrices.sideMenus.select(variant);
}

/** Story parameters for one version: the CMS patch and the table's description. */
export function versionParameters(variant: MenuVariant) {
  const version = sideMenuDesigns[variant];
  return {
    cms: { patch: menuPatch(variant) },
    docs: { description: { story: `${version.name}: ${version.description}` } },
  };
}

export interface SideMenuStoryArgs {
  /** The tab shown first (menus 2 and 4). */
  initialTab?: string;
  loading?: SideMenuData['loading'];
  /** Start closed: the page's 'Menu' button opens it. */
  startClosed?: boolean;
  /** How long a store switch takes (ms); 0 = never ends (to show 'Loading...'). */
  switchMs?: number;
  /** The quiet page behind it (default); off in a gallery tile, which shows the menu alone. */
  pageBehind?: boolean;
}

export function SideMenuStory({ initialTab, loading, startClosed = false, switchMs = 800, pageBehind = true }: SideMenuStoryArgs) {
  const { config } = useStoryCms();
  const [open, setOpen] = useState(!startClosed);
  const data = sideMenuPropsFromCms(config, catalog, loading ? { loading } : {});
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      {pageBehind ? (
        <PageBehind
          action={
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
              Menu
            </Button>
          }
        />
      ) : null}
      <SideMenu
        {...data}
        open={open}
        onClose={() => setOpen(false)}
        now={STORY_NOW}
        {...(initialTab ? { initialTab } : {})}
        onSwitchStore={() => new Promise<void>((resolve) => (switchMs > 0 ? setTimeout(resolve, switchMs) : undefined))}
        onLocationAlert={(retailer) => notify.success(`You are shopping at ${storeName(retailer)}.`)}
      />
    </LinkAdapterProvider>
  );
}
