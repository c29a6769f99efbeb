import { SmartLink, Tiles } from '@storefront/components';
import * as css from './LinkList.css.ts';

export interface LinkListItem {
  key: string;
  label: string;
  href: string | undefined;
  image?: string;
  imageAlt?: string;
}

/** A list of labelled links (categories, brands, stores, specials). */
export function LinkList({ items, label }: { items: readonly LinkListItem[]; label?: string }) {
  return (
    <Tiles as="ul" gap="sm" minItemWidth="12rem" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <SmartLink href={item.href} className={css.link}>
            {item.image ? (
              <img src={item.image} alt={item.imageAlt ?? ''} className={css.thumb} width={48} height={48} loading="lazy" />
            ) : null}
            <span>{item.label}</span>
          </SmartLink>
        </li>
      ))}
    </Tiles>
  );
}
