/**
 * The staff order board (issue 35, item 4): the store's orders in sections by status
 * (staffBoardSections: curbside arrivals first, then new, confirmed, preparing, ready or out for
 * delivery, done today), a StaffOrderRow each. The page fetches, polls and sends; this shows.
 */
import { useId } from 'react';
import * as form from '../primitives/form.css.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import { staffBoardSections } from '../rules/commerce/orderLifecycle.ts';
import { StaffOrderRow, type StaffOrderRowOrder, type StaffOrderRowProps } from './StaffOrderRow.tsx';
import * as css from './StaffBoard.css.ts';

export const STAFF_BOARD_EMPTY = 'No orders here.';
export const staffBoardTitle = (storeName: string) => `Orders at ${storeName}`;

export const STAFF_STORE_LABEL = 'Store';

export interface StaffBoardProps extends Pick<StaffOrderRowProps, 'onAdvance' | 'onCancel' | 'onLineUnavailable' | 'timeZone'> {
  storeName: string;
  /** The staff member's stores: with more than one, a choice of which board to show. */
  stores?: ReadonlyArray<{ id: string; name: string }>;
  storeId?: string;
  onStoreChange?: (storeId: string) => void;
  orders: ReadonlyArray<StaffOrderRowOrder>;
  /** The order whose change is on its way. */
  busyId?: string | null;
}

export function StaffBoard({ storeName, stores = [], storeId, onStoreChange, orders, busyId, ...row }: StaffBoardProps) {
  const id = useId();
  return (
    <section className={css.board} aria-labelledby={`${id}-title`} data-widget="staff-board">
      <h2 id={`${id}-title`} className={css.sectionTitle}>
        {staffBoardTitle(storeName)}
      </h2>
      {stores.length > 1 && onStoreChange ? (
        <div className={form.field}>
          <label htmlFor={`${id}-store`} className={form.label}>
            {STAFF_STORE_LABEL}
          </label>
          <select id={`${id}-store`} className={form.compactSelect} value={storeId} onChange={(event) => onStoreChange(event.target.value)}>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={css.sections}>
        {staffBoardSections(orders).map((section) => (
          <Stack as="section" gap="sm" key={section.key} aria-labelledby={`${id}-${section.key}`} data-section={section.key}>
            <h3 id={`${id}-${section.key}`} className={css.sectionTitle}>
              {section.title} <span className={css.count}>({section.orders.length})</span>
            </h3>
            {section.orders.length === 0 ? (
              <p className={css.empty}>{STAFF_BOARD_EMPTY}</p>
            ) : (
              <ul className={css.list}>
                {section.orders.map((order) => (
                  <li key={order.id}>
                    <StaffOrderRow order={order} busy={busyId === order.id} {...row} />
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        ))}
      </div>
    </section>
  );
}
