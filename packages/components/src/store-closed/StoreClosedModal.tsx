import { Clock } from 'lucide-react';
import { CheckoutNotice } from '../commerce/CheckoutNotice.tsx';
import { Button } from '../primitives/Button.tsx';
import { Modal } from '../primitives/dialog/Modal.tsx';
import type { storeClosedModalContent } from '../rules/commerce/storeClosed.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './StoreClosedModal.css.ts';

export type StoreClosedContent = ReturnType<typeof storeClosedModalContent>;

export interface StoreClosedModalProps {
  open: boolean;
  onClose: () => void;
  /** From retailerClosePopupCMS through storeClosedModalContent (defaults 'Store Closed', …, 'Close'). */
  content: StoreClosedContent;
  /** The closed store and its hours line (the store card's), shown under the description. */
  storeName?: string | null;
  hoursLine?: string | null;
}

/**
 * The store-closed modal (spec 2.12): the CMS title, description and button. Shown by the app under
 * exactly the conditions of spec 4 (shouldShowStoreClosedPopup); browsing goes on behind it.
 */
export function StoreClosedModal({ open, onClose, content, storeName, hoursLine }: StoreClosedModalProps) {
  const where = [storeName, hoursLine].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' · ');
  return (
    // The × gets its own name: the CMS button usually reads "Close" too.
    <Modal open={open} onClose={onClose} title={content.title} closeLabel="Dismiss">
      <Stack align="center" gap="lg" className={css.body}>
        <span className={css.icon} aria-hidden="true">
          <Clock size={26} />
        </span>
        <p className={css.text}>{content.description}</p>
        {where ? <p className={css.where}>{where}</p> : null}
        <Button variant="primary" fullWidth onClick={onClose}>
          {content.buttonText}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * Beside a disabled Checkout while the store is closed (spec 5: "Checkout is disabled when the
 * store-closed setting is on and the store is closed"): the store-closed description, as a status.
 */
export function CheckoutClosedNotice({ content, className }: { content: Pick<StoreClosedContent, 'description'>; className?: string }) {
  return (
    <CheckoutNotice icon={<Clock size={16} aria-hidden="true" />} {...(className ? { className } : {})}>
      {content.description}
    </CheckoutNotice>
  );
}
