import { useId } from 'react';
import { Button } from '../primitives/Button.tsx';
import { Modal } from '../primitives/dialog/Modal.tsx';
import { formatMoney } from '../rules/commerce/money.ts';
import type { StoreSwitchChanges, SwitchCartLine } from '../rules/commerce/storeSwitch.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './StorePreference.css.ts';

/** The review's wording (ours: the issue asks for the choice, the spec has no strings for it). */
export const storeSwitchReviewText = {
  title: (store: string) => `Your cart at ${store}`,
  intro: (store: string) => `Some items in your cart change at ${store}. Review them before you switch.`,
  unavailable: (store: string) => `Not sold at ${store} (they will be removed)`,
  repriced: 'New prices',
  continue: 'Switch and update cart',
  stay: (store: string | null) => (store ? `Stay at ${store}` : 'Keep my cart'),
} as const;

export interface StoreSwitchReviewProps<L extends SwitchCartLine> {
  open: boolean;
  /** The store (and menu) the shopper is switching to, e.g. 'Huron Leaf Ann Arbor (Medical)'. */
  targetName: string;
  /** The store the shopper shops now, when there is one. */
  currentName: string | null;
  changes: StoreSwitchChanges<L>;
  onContinue: () => void;
  onStay: () => void;
}

const lineName = (line: SwitchCartLine) => `${line.product.name}${line.option && line.option !== 'N/A' ? ` · ${line.option}` : ''}`;

/**
 * Shown before a store or menu switch that changes the cart: the items the new store does not
 * sell, the items it sells at another price (old → new), and the choice to continue (the cart
 * follows the new store) or stay. Closing it (Escape, ×) is staying.
 */
export function StoreSwitchReview<L extends SwitchCartLine>({
  open,
  targetName,
  currentName,
  changes,
  onContinue,
  onStay,
}: StoreSwitchReviewProps<L>) {
  const id = useId();
  const text = storeSwitchReviewText;
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={text.title(targetName)}
      description={text.intro(targetName)}
      footer={
        <Inline justify="end" gap="sm" className={css.reviewActions}>
          <Button variant="secondary" onClick={onStay}>
            {text.stay(currentName)}
          </Button>
          <Button variant="primary" onClick={onContinue}>
            {text.continue}
          </Button>
        </Inline>
      }
    >
      <Stack gap="md" className={css.body}>
        {changes.unavailable.length > 0 ? (
          <section aria-labelledby={`${id}-gone`}>
            <h3 id={`${id}-gone`} className={css.sectionTitle}>
              {text.unavailable(targetName)}
            </h3>
            <ul className={css.reviewList}>
              {changes.unavailable.map((line) => (
                <Inline as="li" justify="between" wrap={false} gap="md" key={`${line.productId}-${line.option}`} className={css.reviewRow}>
                  <span>{lineName(line)}</span>
                  <s className={css.muted}>{formatMoney(line.price)}</s>
                </Inline>
              ))}
            </ul>
          </section>
        ) : null}
        {changes.repriced.length > 0 ? (
          <section aria-labelledby={`${id}-prices`}>
            <h3 id={`${id}-prices`} className={css.sectionTitle}>
              {text.repriced}
            </h3>
            <ul className={css.reviewList}>
              {changes.repriced.map(({ line, price }) => (
                <Inline as="li" justify="between" wrap={false} gap="md" key={`${line.productId}-${line.option}`} className={css.reviewRow}>
                  <span>{lineName(line)}</span>
                  <span>
                    <s className={css.muted}>{formatMoney(line.price)}</s> <strong>{formatMoney(price)}</strong>
                  </span>
                </Inline>
              ))}
            </ul>
          </section>
        ) : null}
      </Stack>
    </Modal>
  );
}
