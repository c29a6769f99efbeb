import { Drawer } from '../../primitives/dialog/Drawer.tsx';
import type { BottomBarContent } from '../bottomBarPropsFromCms.ts';
import type { BottomBarOverlayKind } from '../bottomBarDesigns.ts';
import { DealsByCategoriesPanel } from './DealsByCategoriesPanel.tsx';
import type { OverlayPanelProps } from './overlayPanel.ts';
import { SearchMenuPanel, type SearchMenuEntry } from './SearchMenuPanel.tsx';
import { ShopByChoicePanel } from './ShopByChoicePanel.tsx';

export interface BottomBarOverlayProps extends OverlayPanelProps {
  kind: Exclude<BottomBarOverlayKind, 'none'>;
  open: boolean;
  onDismiss: () => void;
  /** The label of the button that opened it (titles the sheet where the spec gives no title). */
  triggerLabel: string;
  content: BottomBarContent;
  searchEntries: readonly SearchMenuEntry[];
  onSearch: (term: string) => void;
}

/** The design's own overlay: a bottom sheet (primitives Drawer side="bottom") with the kind's panel. */
export function BottomBarOverlay({
  kind,
  open,
  onDismiss,
  triggerLabel,
  content,
  searchEntries,
  onSearch,
  pending,
  onChoose,
}: BottomBarOverlayProps) {
  const panel = { pending, onChoose };
  let title: string;
  let body;
  switch (kind) {
    case 'shopByChoice':
      title = triggerLabel;
      body = (
        <ShopByChoicePanel
          {...panel}
          shopByChoice={content.shopByChoice}
          shopByPrice={content.shopByPrice}
          shopAll={content.designFiveShopAll}
        />
      );
      break;
    case 'dealsByCategories':
      title = content.dealsByCategories.title;
      body = <DealsByCategoriesPanel {...panel} dealsByCategories={content.dealsByCategories} />;
      break;
    case 'searchMenu':
      title = triggerLabel;
      body = <SearchMenuPanel {...panel} entries={searchEntries} onSearch={onSearch} />;
      break;
    default:
      return kind satisfies never;
  }
  return (
    <Drawer side="bottom" open={open} onClose={onDismiss} title={title}>
      {body}
    </Drawer>
  );
}
