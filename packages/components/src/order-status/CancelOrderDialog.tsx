/**
 * 'Cancel order' asks first (issue 35: it used to cancel at once): a modal that names the order and
 * says what cancelling does; 'Keep order' (and Escape, the close button) leaves it as it is.
 */
import { Button } from '../primitives/Button.tsx';
import { Modal } from '../primitives/dialog/Modal.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './OrderStatus.css.ts';

export const CANCEL_DIALOG_TITLE = (number: string) => `Cancel order #${number}?`;
export const CANCEL_DIALOG_TEXT = 'The store will not prepare it, and its items go back on the shelf. This cannot be undone.';
export const CONFIRM_CANCEL_LABEL = 'Yes, cancel order';
export const KEEP_ORDER_LABEL = 'Keep order';

export interface CancelOrderDialogProps {
  open: boolean;
  number: string;
  onConfirm: () => void;
  onClose: () => void;
  cancelling?: boolean;
}

export function CancelOrderDialog({ open, number, onConfirm, onClose, cancelling = false }: CancelOrderDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={CANCEL_DIALOG_TITLE(number)}>
      <Stack gap="md">
        <p className={css.note}>{CANCEL_DIALOG_TEXT}</p>
        <Inline gap="sm">
          <Button variant="danger" onClick={onConfirm} loading={cancelling}>
            {CONFIRM_CANCEL_LABEL}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {KEEP_ORDER_LABEL}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
}
