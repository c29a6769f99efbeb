/**
 * A slot for a dialog whose module is not part of the first load: it mounts on its first open (the
 * ui store's flag) and stays mounted so it can animate closed; the module is fetched ahead when
 * the browser is idle (usePreloadWhenIdle), so the first open does not wait for the network.
 */
import { Suspense, useState, type ComponentType } from 'react';
import { useUiStore, type UiState } from '../../stores/index.ts';
import { preloadable, usePreloadWhenIdle } from './preloadable.ts';

export function onDemandSlot(isOpen: (state: UiState) => boolean, load: () => Promise<{ default: ComponentType }>) {
  const host = preloadable(load);
  const Host = host.Component;
  function OnDemandSlot() {
    const open = useUiStore(isOpen);
    const [mounted, setMounted] = useState(open);
    if (open && !mounted) setMounted(true);
    usePreloadWhenIdle(host.preload);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    );
  }
  // `preload` fetches the module now (a test, or a caller that knows the dialog is about to open).
  return Object.assign(OnDemandSlot, { preload: host.preload });
}
