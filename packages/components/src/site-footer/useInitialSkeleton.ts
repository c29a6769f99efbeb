import { useEffect, useState } from 'react';

/**
 * True for the first `ms` after mount, then false (spec 2.14: the desktop footer shows skeletons
 * for DESKTOP_FOOTER_SKELETON_MS, 1500 ms). The app passes it as the footer's `loading`.
 */
export function useInitialSkeleton(ms: number): boolean {
  const [showing, setShowing] = useState(ms > 0);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const timer = setTimeout(() => setShowing(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return showing;
}
