import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
}

export interface TabListProps<Id extends string = string> {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** Prefix of the tab and panel ids (see tabId / tabPanelId). */
  idBase: string;
  /** The tab list's accessible name. */
  label: string;
  className?: string;
  tabClassName?: string;
  /**
   * The tabs as submit buttons of the form around them (name `submitName`, value the tab's id): in
   * a PostForm, a tab pressed before the page's code has loaded is posted, and the server renders
   * that tab. Once hydrated a press only changes the tab (the form's submit is handled in the page).
   */
  submitName?: string;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const tabPanelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

/** The tab an arrow, Home or End key moves to from `index` (wrapping), or null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (count <= 0) return null;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * An ARIA tab list (automatic activation): one tab in the tab order; Left / Right move between
 * tabs (wrapping), Home / End go to the first / last. The caller renders the panels with
 * id={tabPanelId(idBase, id)} and aria-labelledby={tabId(idBase, id)}.
 */
export function TabList<Id extends string>({
  tabs,
  active,
  onChange,
  idBase,
  label,
  className,
  tabClassName,
  submitName,
}: TabListProps<Id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabKeyTarget(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    document.getElementById(tabId(idBase, tab.id))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            {...(submitName ? { type: 'submit', name: submitName, value: tab.id } : { type: 'button' })}
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={selected}
            aria-controls={tabPanelId(idBase, tab.id)}
            tabIndex={selected ? 0 : -1}
            className={tabClassName}
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
