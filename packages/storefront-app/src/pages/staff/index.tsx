/**
 * The staff order board at /staff (issue 35, item 4): a page module of its own, so no shopper route
 * loads it. Server-rendered (loaders.ts asks for the board with the session's cookie), never indexed
 * (the route is loginRequired: a guest gets the sign-in), linked from no shopper chrome. The server
 * decides who sees what: a shopper's 403 shows as the refusal ('This page is for store staff.'),
 * never a board. Polls while open so new orders and curbside arrivals show without a reload.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffBoard } from '@storefront/components';
import { advanceStaffOrder, cancelStaffOrder, markStaffLineUnavailable, staffBoardQuery, staffQueryKeys } from '@storefront/components/api';
import { useRetailers } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { QueryView } from '../shared/QueryView.tsx';

/** How often the board asks again for new orders and arrivals. */
export const STAFF_BOARD_POLL_MS = 4_000;

export function StaffPage({ route }: PageProps) {
  const queryClient = useQueryClient();
  const [storeId, setStoreId] = useState<string | undefined>(undefined);
  const [busyId, setBusyId] = useState<string | null>(null);
  const board = useQuery({
    ...staffBoardQuery(storeId),
    refetchInterval: (query) => (query.state.status === 'error' ? false : STAFF_BOARD_POLL_MS),
  });
  const retailers = useRetailers();
  const timeZone = retailers.data?.find((r) => r.id === board.data?.store.id)?.timezone;

  const change = async (id: string, send: () => Promise<{ ok: boolean }>) => {
    setBusyId(id);
    try {
      await send();
    } finally {
      // Moved or refused (another member of staff was first): the board shows the order as it is now.
      await queryClient.invalidateQueries({ queryKey: staffQueryKeys.board(storeId).slice(0, 2) });
      setBusyId(null);
    }
  };

  return (
    <PageFrame title={route.title}>
      <QueryView query={board}>
        {(data) => (
          <StaffBoard
            storeName={data.store.name}
            stores={data.stores}
            storeId={data.store.id}
            onStoreChange={setStoreId}
            orders={data.orders}
            timeZone={timeZone}
            busyId={busyId}
            onAdvance={(id, to) => void change(id, () => advanceStaffOrder(id, to))}
            onCancel={(id, reason) => void change(id, () => cancelStaffOrder(id, reason))}
            onLineUnavailable={(id, position) => void change(id, () => markStaffLineUnavailable(id, position))}
          />
        )}
      </QueryView>
    </PageFrame>
  );
}

const pages: PageModule = { staff: StaffPage };
export default pages;
