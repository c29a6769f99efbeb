import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeClosedModalContent } from '../rules/commerce/storeClosed.ts';
import { CheckoutClosedNotice, StoreClosedModal } from './StoreClosedModal.tsx';

describe('StoreClosedModal (spec 2.12)', () => {
  it("shows the spec's defaults when the CMS fields are blank, and its button closes it", () => {
    const onClose = vi.fn();
    render(
      <StoreClosedModal
        open
        onClose={onClose}
        content={storeClosedModalContent({ alertTitle: ' ', alertDescription: '', buttonText: null })}
        storeName="Motor City Provisions"
        hoursLine="Open Monday to Sunday"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Store Closed' });
    expect(dialog).toHaveTextContent('Our store is currently closed. You can browse, but checkout is disabled');
    expect(dialog).toHaveTextContent('Motor City Provisions · Open Monday to Sunday');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uses the CMS wording', () => {
    render(
      <StoreClosedModal
        open
        onClose={() => undefined}
        content={storeClosedModalContent({ alertTitle: "We're closed", alertDescription: 'Back at 9.', buttonText: 'Keep browsing' })}
      />,
    );
    expect(screen.getByRole('dialog', { name: "We're closed" })).toHaveTextContent('Back at 9.');
    expect(screen.getByRole('button', { name: 'Keep browsing' })).toBeInTheDocument();
  });

  it('the checkout notice is a status with the description', () => {
    render(<CheckoutClosedNotice content={{ description: 'Our store is currently closed. You can browse, but checkout is disabled' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('checkout is disabled');
  });
});
