import { useId, type ReactNode } from 'react';
import type { SideMenuSectionKind } from '../sideMenuVersions.ts';
import * as css from './parts.css.ts';

export interface MenuSectionProps {
  kind: SideMenuSectionKind;
  /** The visible heading; without one, `label` names the section for assistive tech. */
  title?: string | undefined;
  label: string;
  /** Shown at the end of the heading row (e.g. 'Shop all'). */
  action?: ReactNode;
  children?: ReactNode;
}

/** One section of a side menu: a labelled region with an optional heading row. */
export function MenuSection({ kind, title, label, action, children }: MenuSectionProps) {
  const id = useId();
  return (
    <section className={css.section} data-section={kind} {...(title ? { 'aria-labelledby': id } : { 'aria-label': label })}>
      {title || action ? (
        <div className={css.sectionHead}>
          {title ? (
            <h3 id={id} className={css.heading}>
              {title}
            </h3>
          ) : (
            <span />
          )}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
