import type { KeyboardEvent } from 'react';
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

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const panelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/**
 * An ARIA tab list (automatic activation): one tab in the tab order; Left / Right move between
 * tabs (wrapping), Home / End go to the first / last.
 */
export function MenuTabs({ tabs, active, onChange, idBase, label }: MenuTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    document.getElementById(tabId(idBase, tab.id))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={css.tabList}>
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={selected ? 0 : -1}
            className={css.tab}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
