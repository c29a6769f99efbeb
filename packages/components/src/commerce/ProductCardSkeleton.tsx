/**
 * The compact product card's skeleton on its own (a light module: rows that load late, such as
 * sponsored ads, hold their space before the card's code arrives). The same elements and classes
 * as ProductCard's compact rows, so it is exactly the card's height.
 */
import { Skeleton } from '../primitives/Skeleton.tsx';
import * as css from './ProductCard.css.ts';

export function CompactProductCardSkeleton() {
  return (
    <div className={`${css.card} ${css.compact}`} aria-hidden="true">
      <Skeleton className={css.skeletonImage} />
      <span className={css.title}>
        <Skeleton width="80%" height="1lh" className={css.skeletonLine} />
      </span>
      <span className={css.brand}>
        <Skeleton width="50%" height="1lh" className={css.skeletonLine} />
      </span>
      <span className={css.priceLine}>
        <Skeleton width="40%" height="1lh" className={css.skeletonLine} />
      </span>
    </div>
  );
}
