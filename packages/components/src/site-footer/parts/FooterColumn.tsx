import { useId, type ReactNode } from 'react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import type { FooterLink } from '../siteFooterPropsFromCms.ts';
import { Stack } from '../../primitives/layout/Stack.tsx';
import * as css from '../SiteFooter.css.ts';

export interface FooterColumnProps {
  title: string;
  links: readonly FooterLink[];
  loading?: boolean;
  /** Skeleton rows while loading. */
  placeholders?: number;
  /** After the list (e.g. 'Shop All Specials'). */
  children?: ReactNode;
}

/** A titled column of footer links: a navigation landmark named by its heading. */
export function FooterColumn({ title, links, loading = false, placeholders = 5, children }: FooterColumnProps) {
  const id = useId();
  return (
    <Stack as="nav" gap="md" className={css.column} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      {loading ? (
        <Stack gap="sm" className={css.skeletons} aria-hidden="true" data-skeleton="">
          {Array.from({ length: placeholders }, (_, index) => (
            <Skeleton key={index} shape="text" width={`${85 - ((index * 17) % 40)}%`} />
          ))}
        </Stack>
      ) : (
        <>
          <Stack as="ul" gap="sm">
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <SmartLink href={link.href} className={css.link}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </Stack>
          {children}
        </>
      )}
    </Stack>
  );
}
