/**
 * Store chooser and store-preference drawer slot (spec 2.7), driven by `ui.storePickerOpen` (the
 * header's store-picker icon) and `ui.preferenceDrawerOpen` (the 'You’re Shopping at' store bar).
 *
 * Interim: the store chooser widget arrives in a later issue, so either request goes to the store
 * locator page (/find-a-dispensary) and the flag is cleared. That issue replaces this body with the
 * chooser / drawer bound to the same flags.
 */
import { useEffect } from 'react';
import { STORE_CHOOSER_FALLBACK_PATH, useChromeActions } from '../../chrome/useChromeActions.ts';
import { useUiStore } from '../../stores/index.ts';

export function StoreChooserSlot() {
  const pickerOpen = useUiStore((state) => state.storePickerOpen);
  const drawerOpen = useUiStore((state) => state.preferenceDrawerOpen);
  const setPickerOpen = useUiStore((state) => state.setStorePickerOpen);
  const setDrawerOpen = useUiStore((state) => state.setPreferenceDrawerOpen);
  const { navigate } = useChromeActions();
  useEffect(() => {
    if (!pickerOpen && !drawerOpen) return;
    setPickerOpen(false);
    setDrawerOpen(false);
    navigate(STORE_CHOOSER_FALLBACK_PATH);
  }, [pickerOpen, drawerOpen, setPickerOpen, setDrawerOpen, navigate]);
  return null;
}
