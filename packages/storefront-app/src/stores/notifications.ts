/**
 * Notifications (spec 3, 4): the server's unseenCount and a local notificationCount. "The count
 * can be set or incremented. Clicking the notifications icon … resets the count to 0." The bell's
 * badge is unseenCount plus the local count (spec 2.3).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { APP_STORAGE_KEYS } from './keys.ts';

export interface NotificationsState {
  unseenCount: number;
  notificationCount: number;
  setUnseenCount: (count: number) => void;
  setCount: (count: number) => void;
  increment: (by?: number) => void;
  /** Resets the local count (the bell click). */
  reset: () => void;
}

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set) => ({
      unseenCount: 0,
      notificationCount: 0,
      setUnseenCount: (count) => set({ unseenCount: whole(count) }),
      setCount: (count) => set({ notificationCount: whole(count) }),
      increment: (by = 1) => set((state) => ({ notificationCount: whole(state.notificationCount + by) })),
      reset: () => set({ notificationCount: 0 }),
    }),
    {
      name: APP_STORAGE_KEYS.notifications,
      // Server-rendered pages hydrate with the stores' initial state; stored values load after (rehydrateStores).
      skipHydration: true,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ notificationCount: state.notificationCount }),
    },
  ),
);
