/**
 * What the shopper follows for deals (spec 2.1 /deals-alert): one row per alert with 'Stop following';
 * an empty list says what following does.
 */
import { Button } from '../primitives/Button.tsx';
import * as css from './notifications.css.ts';

export const NO_DEALS_ALERTS_MESSAGE =
  'You are not following any deals yet. Follow a category or a brand below and we will tell you when its deals start.';

export interface FollowedListProps {
  items: ReadonlyArray<{ id: string; label: string }>;
  onRemove: (id: string) => void;
  /** The alert being removed. */
  removing?: string | null;
}

export function FollowedList({ items, onRemove, removing = null }: FollowedListProps) {
  if (items.length === 0) {
    return (
      <div className={css.empty}>
        <p className={css.emptyText}>{NO_DEALS_ALERTS_MESSAGE}</p>
      </div>
    );
  }
  return (
    <ul className={css.panel} aria-label="Deals you follow">
      {items.map((item) => (
        <li key={item.id} className={css.settingRow}>
          <span className={css.settingLabel}>{item.label}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRemove(item.id)}
            loading={removing === item.id}
            aria-label={`Stop following ${item.label}`}
          >
            Stop following
          </Button>
        </li>
      ))}
    </ul>
  );
}
