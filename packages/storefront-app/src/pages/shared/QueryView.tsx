/**
 * The three states of a catalogue read: loading (skeleton), failed (the reason, in an alert), and
 * loaded (children, or the empty message when there is nothing).
 */
import type { ReactNode } from 'react';
import { ContentLoading } from '../../layout/PageLoading.tsx';
import { failureMessage } from '@storefront/components/api';
import * as css from './page.css.ts';

export interface QueryViewProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown };
  empty?: (data: T) => boolean;
  emptyMessage?: string;
  children: (data: T) => ReactNode;
}

export const LOAD_FAILED_MESSAGE = 'This could not be loaded. Please try again.';

export function QueryView<T>({ query, empty, emptyMessage, children }: QueryViewProps<T>) {
  if (query.isPending) return <ContentLoading />;
  if (query.isError || query.data === undefined) {
    return (
      <p role="alert" className={css.muted}>
        {failureMessage(query.error) ?? LOAD_FAILED_MESSAGE}
      </p>
    );
  }
  if (empty?.(query.data) && emptyMessage !== undefined) return <p className={css.muted}>{emptyMessage}</p>;
  return <>{children(query.data)}</>;
}
