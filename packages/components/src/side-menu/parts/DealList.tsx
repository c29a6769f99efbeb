import { ChevronRight } from 'lucide-react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import type { SideMenuDeal } from '../sideMenuTypes.ts';
import { Stack } from '../../primitives/layout/Stack.tsx';
import * as css from './parts.css.ts';

export interface DealListProps {
  deals: readonly SideMenuDeal[];
  label: string;
  loading?: boolean;
  /** Placeholder rows while loading. */
  placeholders?: number;
}

/** Deal rows: the deal image (dealImage rule) and its display name, linking to its products. */
export function DealList({ deals, label, loading = false, placeholders = 3 }: DealListProps) {
  if (loading) {
    return (
      <Stack as="ul" gap="sm" aria-label={`${label} (loading)`} aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className={css.dealRow} data-skeleton="">
            <span className={css.dealImage}>
              <Skeleton width="100%" height="100%" />
            </span>
            <Skeleton shape="text" />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="sm" aria-label={label}>
      {deals.map((deal) => (
        <li key={deal.id}>
          <SmartLink href={deal.href} className={css.dealRow}>
            <img className={css.dealImage} src={deal.image} alt="" decoding="async" width={192} height={96} />
            <span>{deal.name}</span>
            <span className={css.rowIcon} aria-hidden="true">
              <ChevronRight size={16} />
            </span>
          </SmartLink>
        </li>
      ))}
    </Stack>
  );
}
