import { Skeleton, VisuallyHidden } from '@storefront/components';
import { PageFrame } from './PageFrame.tsx';

/** While a page's chunk or data loads: its frame (breadcrumbs, h1) and skeleton lines. */
export function PageLoading({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <ContentLoading />
    </PageFrame>
  );
}

/** A busy region with skeleton lines and a spoken 'Loading…'. */
export function ContentLoading({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <Skeleton shape="text" lines={lines} />
    </div>
  );
}
