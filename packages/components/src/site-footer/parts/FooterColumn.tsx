import { useId, type ReactNode } from 'react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import type { FooterLink } from '../siteFooterPropsFromCms.ts';
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
    <nav className={css.column} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      {loading ? (
        <div className={css.skeletons} aria-hidden="true" data-skeleton="">
          {Array.from({ length: placeholders }, (_, index) => (
            <Skeleton key={index} shape="text" width={`${85 - ((index * 17) % 40)}%`} />
          ))}
        </div>
      ) : (
        <>
          <ul className={css.links}>
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <SmartLink href={link.href} className={css.link}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          {children}
        </>
      )}
    </nav>
  );
}
