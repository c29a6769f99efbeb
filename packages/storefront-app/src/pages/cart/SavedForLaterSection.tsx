/** The signed-in shopper's 'Save for Later' list (the SavedForLater widget over useSavedForLater). */
import { SavedForLater } from '@storefront/components';
import { useSavedForLater } from '../../cart/useSavedForLater.ts';

export function SavedForLaterSection({ showEmpty = false }: { showEmpty?: boolean }) {
  const saved = useSavedForLater();
  return <SavedForLater {...saved} showEmpty={showEmpty} />;
}
