/**
 * The signed-in shopper's 'Save for Later' list, or Your List (the SavedForLater widget over
 * useSavedForLater): an empty Your List says how to fill it and links to the shop.
 */
import { SavedForLater, shopPath, SmartLink } from '@storefront/components';
import { useSavedForLater, type SavedListKind } from '../../cart/useSavedForLater.ts';
import { useSite } from '../../site/SiteContext.tsx';

export const YOUR_LIST_TITLE = 'Your List';
export const YOUR_LIST_EMPTY_MESSAGE = "Nothing on Your List yet: choose 'Add to Your List' on a product to keep it here.";

export const LIST_NOT_FOUND_MESSAGE = 'You have no list by this name.';

/** `listSlug`: one named list of Your List (/your-list/{slug}), titled by its name. */
export function SavedForLaterSection({
  showEmpty = false,
  kind = 'saveForLater',
  listSlug,
}: {
  showEmpty?: boolean;
  kind?: SavedListKind;
  listSlug?: string;
}) {
  const { listName, loaded, ...saved } = useSavedForLater(kind, listSlug);
  const { config } = useSite();
  if (kind === 'saveForLater') return <SavedForLater {...saved} showEmpty={showEmpty} />;
  if (listSlug !== undefined && loaded && listName === null) {
    return (
      <p>
        {LIST_NOT_FOUND_MESSAGE} <SmartLink href="/your-list">All of Your List</SmartLink>
      </p>
    );
  }
  return (
    <SavedForLater
      {...saved}
      showEmpty={showEmpty}
      title={listName ?? YOUR_LIST_TITLE}
      emptyMessage={
        <>
          {YOUR_LIST_EMPTY_MESSAGE} <SmartLink href={shopPath(config.siteSettings)}>Browse the menu</SmartLink>
        </>
      }
    />
  );
}
