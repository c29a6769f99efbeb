import { ChevronRight } from 'lucide-react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import type { SideMenuLinkItem } from '../sideMenuTypes.ts';
import { Stack } from '../../primitives/layout/Stack.tsx';
import * as css from './parts.css.ts';

export interface LinkRowsProps {
  links: readonly SideMenuLinkItem[];
  size?: 'md' | 'sm';
  label: string;
}

/** A list of plain link rows (sub-menu links, menu 1's fixed links). */
export function LinkRows({ links, size = 'md', label }: LinkRowsProps) {
  return (
    <Stack as="ul" aria-label={label}>
      {links.map((link, index) => (
        <li key={`${index}-${link.label}`}>
          <SmartLink href={link.href} className={css.linkRow({ size })}>
            <span>{link.label}</span>
            {size === 'md' ? (
              <span className={css.rowIcon} aria-hidden="true">
                <ChevronRight size={18} />
              </span>
            ) : null}
          </SmartLink>
        </li>
      ))}
    </Stack>
  );
}
