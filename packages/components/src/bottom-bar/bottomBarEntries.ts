/**
 * A design's items with their content: label, link and icons from the CMS content (or the
 * design button's More text and image), in the design's order.
 */
import type { BottomBarContent, BottomBarItemContent } from './bottomBarPropsFromCms.ts';
import type { BottomBarDesign, BottomBarItemTreatment } from './bottomBarDesigns.ts';
import { cmsBottomBarItemIds, SEARCH_ITEM_LABEL, type BottomBarItemId, type CmsBottomBarItemId } from './bottomBarItems.ts';

export interface BottomBarEntry extends BottomBarItemContent {
  id: BottomBarItemId;
  treatment: BottomBarItemTreatment;
  icon: BottomBarItemId;
}

function isCmsItem(id: BottomBarItemId): id is CmsBottomBarItemId {
  return (cmsBottomBarItemIds as readonly string[]).includes(id);
}

function itemContent(id: BottomBarItemId, design: BottomBarDesign, content: BottomBarContent): BottomBarItemContent {
  if (isCmsItem(id)) return content.items[id];
  const button = design.moreCms === null ? undefined : content.more[design.moreCms];
  // The design's button ('more', or design 10's 'search' circle) is labelled by its More text.
  const label = button?.label.trim() || SEARCH_ITEM_LABEL;
  return { label, href: undefined, image: button?.image, selectedImage: button?.image };
}

export function bottomBarEntries(design: BottomBarDesign, content: BottomBarContent): BottomBarEntry[] {
  return design.items.map((item) => ({
    ...itemContent(item.id, design, content),
    id: item.id,
    treatment: item.treatment,
    icon: item.icon ?? item.id,
  }));
}

/** The CMS items the design's bar does not show, with a link (listed in its search menu). */
export function bottomBarEntriesOffTheBar(
  design: BottomBarDesign,
  content: BottomBarContent,
): (BottomBarItemContent & { id: CmsBottomBarItemId; href: string })[] {
  const shown = new Set<BottomBarItemId>(design.items.map((item) => item.id));
  return cmsBottomBarItemIds.flatMap((id) => {
    const item = content.items[id];
    return shown.has(id) || item.href === undefined ? [] : [{ ...item, id, href: item.href }];
  });
}
