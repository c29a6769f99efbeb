import { useId, type ReactNode } from 'react';
import type { SideMenuSectionKind } from '../sideMenuDesigns.ts';
import { Inline } from '../../primitives/layout/Inline.tsx';
import { Stack } from '../../primitives/layout/Stack.tsx';
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
    <Stack
      as="section"
      gap="md"
      className={css.section}
      data-section={kind}
      {...(title ? { 'aria-labelledby': id } : { 'aria-label': label })}
    >
      {title || action ? (
        <Inline align="baseline" justify="between" wrap={false} gap="sm">
          {title ? (
            <h3 id={id} className={css.heading}>
              {title}
            </h3>
          ) : (
            <span />
          )}
          {action}
        </Inline>
      ) : null}
      {children}
    </Stack>
  );
}
