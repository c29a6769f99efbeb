import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Drawer } from '../../primitives/dialog/Drawer.tsx';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import type { SideMenuLink } from '../sideMenuTypes.ts';
import { LinkRows } from './LinkRows.tsx';
import { Stack } from '../../primitives/layout/Stack.tsx';
import * as css from './parts.css.ts';

/** The sub-menu's back label (spec 2.6 "a back label"; the text is ours). */
export const SUB_MENU_BACK_LABEL = 'Back';

export interface MainMenuProps {
  links: readonly SideMenuLink[];
  /** Names the link list when the section has no visible heading. */
  label: string;
}

/**
 * The CMS main-menu links (spec 2.6). A link with sub-links opens a sub-menu drawer from the left
 * with a back label and the sub-links (label, url); Escape or the back label return to the menu.
 */
export function MainMenu({ links, label }: MainMenuProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? undefined : links[openIndex];
  const back = () => setOpenIndex(null);

  return (
    <>
      <Stack as="ul" aria-label={label}>
        {links.map((link, index) => (
          <li key={`${index}-${link.label}`}>
            {link.subLinks.length > 0 ? (
              <button type="button" className={css.linkRow({ size: 'md' })} aria-haspopup="dialog" onClick={() => setOpenIndex(index)}>
                <span>{link.label}</span>
                <span className={css.rowIcon} aria-hidden="true">
                  <ChevronRight size={18} />
                </span>
              </button>
            ) : (
              <SmartLink href={link.href} className={css.linkRow({ size: 'md' })}>
                <span>{link.label}</span>
              </SmartLink>
            )}
          </li>
        ))}
      </Stack>
      <Drawer side="left" open={open !== undefined} onClose={back} title={open?.label ?? ''} closeLabel="Close sub-menu">
        {open ? (
          <Stack gap="md" data-sub-menu="">
            <button type="button" className={css.backButton} onClick={back}>
              <ChevronLeft size={18} aria-hidden="true" />
              {SUB_MENU_BACK_LABEL}
            </button>
            <LinkRows links={open.subLinks} label={open.label} />
          </Stack>
        ) : null}
      </Drawer>
    </>
  );
}
