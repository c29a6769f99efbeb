/** Link lists built from catalogue entities (labels and targets from the navigation rules). */
import {
  brandSlugOf,
  categoryLabel,
  categoryPath,
  dealCollectionPath,
  dealDisplayName,
  type Brand,
  type Category,
  type Retailer,
  type Special,
} from '@storefront/components';
import type { LinkListItem } from './LinkList.tsx';

export function categoryLinks(
  categories: readonly Category[],
  href: (category: Category) => string | undefined = (c) => categoryPath(c.categoryName),
): LinkListItem[] {
  return categories.map((category) => ({
    key: category.urlSlug,
    label: categoryLabel(category),
    href: href(category),
    image: category.image,
    imageAlt: '',
  }));
}

export function brandLinks(brands: readonly Brand[], href: (brand: Brand) => string | undefined): LinkListItem[] {
  return brands.map((brand) => ({ key: brand.id, label: brand.brandName, href: href(brand) }));
}

export function specialLinks(
  specials: readonly Special[],
  href: (special: Special) => string | undefined = (s) => dealCollectionPath({ specialSlug: s.urlSlug }),
): LinkListItem[] {
  return specials.map((special) => ({ key: special.id, label: dealDisplayName(special), href: href(special) }));
}

/** The brand a URL value names: matched on id, urlSlug or slugified brandName (spec 2.1 brand slugs). */
export function findBrand(brands: readonly Brand[] | undefined, value: string | undefined): Brand | undefined {
  if (!brands || value === undefined) return undefined;
  return brands.find((brand) => brand.id === value || brandSlugOf(brand) === value);
}

/** The category a URL value names: its urlSlug or its slugified categoryName. */
export function findCategory(categories: readonly Category[] | undefined, value: string | undefined): Category | undefined {
  if (!categories || value === undefined) return undefined;
  return categories.find((category) => category.urlSlug === value || categoryPath(category.categoryName) === `/category/${value}`);
}

/** The store a URL value names: its urlSlug, else its id or retailerId. */
export function findRetailer(retailers: readonly Retailer[] | undefined, value: string | undefined): Retailer | undefined {
  if (!retailers || value === undefined) return undefined;
  return retailers.find((r) => r.urlSlug === value) ?? retailers.find((r) => r.id === value || r.retailerId === value);
}
