/**
 * The toast region (spec 2.15, 9: top-right, APP_TOAST_DURATION_MS), mounted once by the app and by
 * Storybook. sonner's Toaster is lazy (see notify.ts): it mounts on the first idle moment or the
 * first toast, so it stays out of the first page load. It is an overlay: nothing shifts when it
 * arrives.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { APP_TOAST_DURATION_MS, TOAST_POSITION } from '../rules/constants.ts';
import { whenIdle } from '../primitives/whenIdle.ts';
import { isToasterWanted, loadSonner, subscribeToasterWanted, wantToaster } from './notify.ts';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** When requestIdleCallback is missing (Safari), the Toaster is mounted after this delay. */
export const TOASTER_IDLE_FALLBACK_MS = 1_500;

export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  useEffect(() => (wanted ? undefined : whenIdle(wantToaster, TOASTER_IDLE_FALLBACK_MS)), [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position={TOAST_POSITION} duration={APP_TOAST_DURATION_MS} />
    </Suspense>
  );
}
