/**
 * The signed-in shopper's 'Save for Later' list, or Your List (the SavedForLater widget over
 * useSavedForLater): an empty Your List says how to fill it and links to the shop.
 */
import { SavedForLater, shopPath, SmartLink } from '@storefront/components';
import { useSavedForLater, type SavedListKind } from '../../cart/useSavedForLater.ts';
import { useSite } from '../../site/SiteContext.tsx';

export const YOUR_LIST_TITLE = 'Your List';
export const YOUR_LIST_EMPTY_MESSAGE = "Nothing on Your List yet: choose 'Add to Your List' on a product to keep it here.";

export function SavedForLaterSection({ showEmpty = false, kind = 'saveForLater' }: { showEmpty?: boolean; kind?: SavedListKind }) {
  const saved = useSavedForLater(kind);
  const { config } = useSite();
  if (kind === 'saveForLater') return <SavedForLater {...saved} showEmpty={showEmpty} />;
  return (
    <SavedForLater
      {...saved}
      showEmpty={showEmpty}
      title={YOUR_LIST_TITLE}
      emptyMessage={
        <>
          {YOUR_LIST_EMPTY_MESSAGE} <SmartLink href={shopPath(config.siteSettings)}>Browse the menu</SmartLink>
        </>
      }
    />
  );
}
