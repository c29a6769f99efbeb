import clsx from 'clsx';
import { BadgePercent, Store } from 'lucide-react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { button } from '../../primitives/Button.css.ts';
import type { BottomBarContent } from '../bottomBarPropsFromCms.ts';
import type { OverlayPanelProps } from './overlayPanel.ts';
import { Stack } from '../../primitives/layout/Stack.tsx';
import { Tiles } from '../../primitives/layout/Tiles.tsx';
import * as css from './overlays.css.ts';

export interface DealsByCategoriesPanelProps extends OverlayPanelProps {
  dealsByCategories: BottomBarContent['dealsByCategories'];
}

export const NO_DEAL_CATEGORIES_MESSAGE = 'No deal categories yet.';

/**
 * Design 7 'Deals By Categories' (spec 2.5): the custom product categories (image and display
 * name, each to its CMS link or /deals-category/{slug}), 'View All Deals' and 'Shop All' with the
 * CMS button colours (vars.color.designSeven).
 */
export function DealsByCategoriesPanel({ dealsByCategories, pending, onChoose }: DealsByCategoriesPanelProps) {
  const { categories, viewAllDeals, shopAll } = dealsByCategories;
  return (
    <Stack gap="xl" aria-busy={pending !== null || undefined}>
      {categories.length > 0 ? (
        <Tiles as="ul" columns={3} gap="md">
          {categories.map((category) => (
            <li key={category.href}>
              <SmartLink href={category.href} className={css.categoryCard} onClick={() => onChoose(category.href)}>
                {category.image ? (
                  <img className={css.categoryImage} src={category.image} alt="" loading="lazy" />
                ) : (
                  <span className={css.categoryImage} aria-hidden="true" />
                )}
                <span>{category.name}</span>
                {pending === category.href ? <Spinner size="sm" /> : null}
              </SmartLink>
            </li>
          ))}
        </Tiles>
      ) : (
        <p className={css.empty}>{NO_DEAL_CATEGORIES_MESSAGE}</p>
      )}
      <Stack gap="sm">
        <SmartLink
          href={viewAllDeals.href}
          className={clsx(button({ fullWidth: true }), css.designSevenDealsAll)}
          onClick={() => onChoose('viewAllDeals')}
        >
          {pending === 'viewAllDeals' ? (
            <Spinner size="sm" />
          ) : (
            <BadgePercent size={20} aria-hidden className={css.designSevenDealsAllIcon} />
          )}
          {viewAllDeals.label}
        </SmartLink>
        <SmartLink
          href={shopAll.href}
          className={clsx(button({ fullWidth: true }), css.designSevenButton)}
          onClick={() => onChoose('shopAll')}
        >
          {pending === 'shopAll' ? <Spinner size="sm" /> : <Store size={20} aria-hidden className={css.designSevenButtonIcon} />}
          {shopAll.label}
        </SmartLink>
      </Stack>
    </Stack>
  );
}
