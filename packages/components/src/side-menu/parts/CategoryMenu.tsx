import { ArrowRight } from 'lucide-react';
import { Carousel } from '../../primitives/carousel/Carousel.tsx';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { MENU_SLIDER_SLIDES_PER_VIEW } from '../../rules/constants.ts';
import type { CategoryMenuLook } from '../sideMenuDesigns.ts';
import type { SideMenuCategory } from '../sideMenuTypes.ts';
import { Stack } from '../../primitives/layout/Stack.tsx';
import * as css from './parts.css.ts';

/** The 'Shop all' link after the categories (spec 2.6 menus 2 and 4). */
export const SHOP_ALL_LABEL = 'Shop all';

export interface CategoryMenuProps {
  categories: readonly SideMenuCategory[];
  look: CategoryMenuLook;
  /** Skeleton placeholders while loading (MENU_SLIDER_SKELETONS or its compact count). */
  skeletons: number;
  loading?: boolean;
  /** 'Shop all' target; none = no link. */
  shopAllHref?: string | undefined;
  label: string;
}

function CategoryTile({ category }: { category: SideMenuCategory }) {
  return (
    <SmartLink href={category.href} className={css.tile}>
      {category.image ? (
        <img className={css.tileImage} src={category.image} alt="" decoding="async" width={160} height={160} />
      ) : (
        <span className={css.tileImage} aria-hidden="true" />
      )}
      <span className={css.tileLabel}>{category.name}</span>
    </SmartLink>
  );
}

/**
 * Categories with images (spec 2.6): the menu slider (4 slides per view) or a grid, with skeleton
 * placeholders while loading, and an optional 'Shop all'.
 */
export function CategoryMenu({ categories, look, skeletons, loading = false, shopAllHref, label }: CategoryMenuProps) {
  if (loading) {
    return (
      <ul
        className={look === 'slider' ? css.skeletonRow : css.grid}
        aria-label={`${label} (loading)`}
        aria-busy="true"
        data-skeletons={skeletons}
      >
        {Array.from({ length: skeletons }, (_, index) => (
          <Stack as="li" align="center" gap="xs" key={index} className={css.tileSkeleton} data-skeleton="">
            <span className={css.tileSkeletonImage}>
              <Skeleton width="100%" height="100%" />
            </span>
            <Skeleton shape="text" width="70%" />
          </Stack>
        ))}
      </ul>
    );
  }
  return (
    <>
      {look === 'slider' ? (
        <Carousel
          items={categories}
          getKey={(category) => category.key}
          label={label}
          slidesPerView={MENU_SLIDER_SLIDES_PER_VIEW}
          prevLabel="Previous categories"
          nextLabel="Next categories"
          renderItem={(category) => <CategoryTile category={category} />}
        />
      ) : (
        <ul className={css.grid} aria-label={label}>
          {categories.map((category) => (
            <li key={category.key}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
      {shopAllHref ? (
        <SmartLink href={shopAllHref} className={css.shopAll}>
          {SHOP_ALL_LABEL}
          <ArrowRight size={16} aria-hidden="true" />
        </SmartLink>
      ) : null}
    </>
  );
}
