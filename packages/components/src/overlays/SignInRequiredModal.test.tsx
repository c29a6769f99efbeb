import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInRequiredModal } from './SignInRequiredModal.tsx';

describe('SignInRequiredModal (spec 2.15, 6)', () => {
  it("offers 'Sign In' → /sign-in and 'Create Account' → /sign-up", () => {
    render(<SignInRequiredModal open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign In Required' });
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/sign-up');
  });

  it('closes from its close button and from Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SignInRequiredModal open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(<SignInRequiredModal open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
