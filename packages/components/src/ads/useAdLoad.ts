import { useEffect, useReducer, type RefObject } from 'react';
import { adLoadReducer, adPollTimes, initialAdLoadState, type AdLoadStatus } from '../rules/commerce/ads.ts';

/** What the poll looks for: a creative the design has put on the page. */
export const AD_RENDERED_SELECTOR = '[data-ad-rendered]';

/**
 * Spec 4 "Ad loading": polls the slot every 300 ms (adPollTimes) for a rendered creative: LOADED as
 * soon as one is there, NOT_LOADED at 5 s without one (adLoadReducer). A new `loadKey` (another
 * request) starts again from LOADING.
 */
export function useAdLoad(ref: RefObject<HTMLElement | null>, loadKey: string): AdLoadStatus {
  const [state, dispatch] = useReducer(adLoadReducer, initialAdLoadState);
  useEffect(() => {
    dispatch({ type: 'reset' });
    const timers = adPollTimes().map((at) =>
      setTimeout(() => dispatch({ type: 'poll', elapsedMs: at, rendered: ref.current?.querySelector(AD_RENDERED_SELECTOR) != null }), at),
    );
    return () => timers.forEach(clearTimeout);
  }, [ref, loadKey]);
  return state.status;
}
