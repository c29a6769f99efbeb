import { TabList, tabId as sharedTabId, tabPanelId } from '../../primitives/tabs/Tabs.tsx';
import * as css from '../SideMenu.css.ts';

export interface MenuTab {
  id: string;
  label: string;
}

export interface MenuTabsProps {
  tabs: readonly MenuTab[];
  active: string;
  onChange: (id: string) => void;
  /** Prefix of the tab and panel ids. */
  idBase: string;
  label: string;
}

export const tabId = sharedTabId;
export const panelId = tabPanelId;

/** The side menu's tab list: the shared ARIA TabList in the menu's pill style. */
export function MenuTabs(props: MenuTabsProps) {
  return <TabList {...props} className={css.tabList} tabClassName={css.tab} />;
}
