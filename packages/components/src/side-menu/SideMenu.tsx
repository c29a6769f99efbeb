import { useId, useState } from 'react';
import clsx from 'clsx';
import { Logo } from '../header/parts/Logo.tsx';
import { Drawer } from '../primitives/dialog/Drawer.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import { searchDeals } from '../rules/navigation/deals.ts';
import { StoreList } from '../store-list/StoreList.tsx';
import {
  sectionShown,
  shownTabs,
  sideMenuDesigns,
  SIDE_MENU_TITLE,
  type SideMenuContent,
  type SideMenuSection,
} from './sideMenuDesigns.ts';
import type { SideMenuProps } from './sideMenuTypes.ts';
import { CategoryMenu, SHOP_ALL_LABEL } from './parts/CategoryMenu.tsx';
import { DealList } from './parts/DealList.tsx';
import { DealsSearch } from './parts/DealsSearch.tsx';
import { LinkRows } from './parts/LinkRows.tsx';
import { MainMenu } from './parts/MainMenu.tsx';
import { MenuSection } from './parts/MenuSection.tsx';
import { MenuTabs, panelId, tabId } from './parts/MenuTabs.tsx';
import { SponsoredBrands } from './parts/SponsoredBrands.tsx';
import * as partsCss from './parts/parts.css.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './SideMenu.css.ts';

/** The sections of a list that have something to show (sectionShown), drawn with the shared parts. */
function Sections({ sections, menu, content }: { sections: readonly SideMenuSection[]; menu: SideMenuProps; content: SideMenuContent }) {
  return sections.map((section, index) =>
    sectionShown(section, content) ? <Section key={`${index}-${section.kind}`} section={section} menu={menu} /> : null,
  );
}

/** One section of the version table, drawn with the shared parts. */
function Section({ section, menu }: { section: SideMenuSection; menu: SideMenuProps }) {
  const loading = menu.loading ?? {};
  switch (section.kind) {
    case 'mainMenu':
      return (
        <MenuSection kind="mainMenu" title={section.title} label="Main menu links">
          <MainMenu links={menu.links} label={section.title ?? 'Main menu links'} />
        </MenuSection>
      );
    case 'categoryMenu':
      return (
        <MenuSection kind="categoryMenu" title={section.title} label="Categories">
          <CategoryMenu
            categories={menu.categories}
            look={section.look}
            skeletons={section.skeletons}
            loading={loading.categories === true}
            shopAllHref={section.shopAll ? menu.shopAllHref : undefined}
            label={section.title ?? 'Categories'}
          />
        </MenuSection>
      );
    case 'todaysSpecials':
      return (
        <MenuSection kind="todaysSpecials" title={section.title} label={section.title}>
          <DealList deals={searchDeals(menu.deals, '')} label={section.title} loading={loading.deals === true} />
        </MenuSection>
      );
    case 'fixedLinks':
      return (
        <MenuSection kind="fixedLinks" label="More">
          <LinkRows links={menu.fixedLinks} size="sm" label="More" />
        </MenuSection>
      );
    case 'dealsSearch':
      return (
        <MenuSection kind="dealsSearch" label="Deals">
          <DealsSearch deals={menu.deals} allSpecialsHref={menu.allSpecialsHref} loading={loading.deals === true} />
        </MenuSection>
      );
    case 'sponsoredBrands':
      return (
        <MenuSection
          kind="sponsoredBrands"
          title={section.title}
          label={section.title}
          action={
            <SmartLink href={menu.sponsoredBrandsHref} className={partsCss.inlineLink}>
              {SHOP_ALL_LABEL}
              <VisuallyHidden> sponsored brands</VisuallyHidden>
            </SmartLink>
          }
        >
          <SponsoredBrands brands={menu.brands} label={section.title} loading={loading.brands === true} />
        </MenuSection>
      );
    case 'storeLocation':
      return (
        <MenuSection kind="storeLocation" label="Stores">
          <StoreList
            retailers={menu.stores.retailers}
            initialState={menu.stores.initialState ?? null}
            isMedicalTypeOn={menu.stores.isMedicalTypeOn}
            currentRetailerId={menu.stores.currentRetailerId}
            currentMenuType={menu.stores.currentMenuType}
            loading={loading.stores === true}
            {...(menu.now ? { now: menu.now } : {})}
            {...(menu.onSwitchStore ? { onSwitchStore: menu.onSwitchStore } : {})}
            {...(menu.onLocationAlert ? { onLocationAlert: menu.onLocationAlert } : {})}
            {...(menu.onStateChange ? { onStateChange: menu.onStateChange } : {})}
            {...(menu.locate ? { locate: menu.locate } : {})}
          />
        </MenuSection>
      );
    default:
      return section satisfies never;
  }
}

/**
 * The side menu (spec 2.6): one component for menus 1–4, reading `sideMenuDesigns[variant]` —
 * a left Drawer (1–3) or a bottom sheet (4), headed by the logo or the title, with the version's
 * sections in order, directly or under ARIA tabs. Escape closes it and focus stays inside (Drawer).
 */
export function SideMenu(props: SideMenuProps) {
  const { variant, open, onClose, logo, initialTab } = props;
  const version = sideMenuDesigns[variant];
  const idBase = useId();
  const content: SideMenuContent = {
    links: props.links.length,
    deals: searchDeals(props.deals, '').length,
    dealsLoading: props.loading?.deals === true,
  };
  const tabs = shownTabs(version, content);
  const [activeTab, setActiveTab] = useState(() => tabs.find((tab) => tab.id === initialTab)?.id ?? tabs[0]?.id ?? '');
  const active = tabs.some((tab) => tab.id === activeTab) ? activeTab : (tabs[0]?.id ?? '');

  const title =
    version.header === 'logo' ? (
      <Inline as="span" align="center" wrap={false} className={css.titleLogo}>
        <VisuallyHidden>{SIDE_MENU_TITLE}: </VisuallyHidden>
        <Logo {...logo} size="sm" />
      </Inline>
    ) : (
      SIDE_MENU_TITLE
    );

  return (
    <Drawer
      side={version.side}
      open={open}
      onClose={onClose}
      title={title}
      closeLabel="Close menu"
      className={clsx(version.side === 'bottom' && css.bottomSheet)}
      bodyClassName={clsx(css.body, version.body.kind === 'tabs' && css.tabsBody)}
    >
      <div className={css.contents} data-side-menu={variant}>
        {version.body.kind === 'sections' ? (
          <Sections sections={version.body.sections} menu={props} content={content} />
        ) : (
          <>
            <MenuTabs tabs={tabs} active={active} onChange={setActiveTab} idBase={idBase} label={`${SIDE_MENU_TITLE} sections`} />
            {tabs.map((tab) => (
              <div
                key={tab.id}
                role="tabpanel"
                id={panelId(idBase, tab.id)}
                aria-labelledby={tabId(idBase, tab.id)}
                hidden={tab.id !== active}
                className={css.panel}
                data-tab={tab.id}
              >
                {tab.id === active ? <Sections sections={tab.sections} menu={props} content={content} /> : null}
              </div>
            ))}
          </>
        )}
      </div>
    </Drawer>
  );
}
