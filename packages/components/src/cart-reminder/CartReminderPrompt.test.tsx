import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CartReminderPrompt } from './CartReminderPrompt.tsx';

describe('CartReminderPrompt', () => {
  it('asks with the two buttons; the browser is asked only from the button', () => {
    const onEnable = vi.fn();
    const onDismiss = vi.fn();
    render(<CartReminderPrompt state="ask" onEnable={onEnable} onDismiss={onDismiss} />);
    const region = screen.getByRole('region', { name: 'Get a cart reminder' });
    expect(region).toHaveTextContent('Turn on notifications and we will remind you if you leave items in your cart.');
    expect(onEnable).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    expect(onEnable).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('while the browser asks, the button is busy and Not now disabled', () => {
    render(<CartReminderPrompt state="ask" busy onEnable={() => undefined} onDismiss={() => undefined} />);
    expect(screen.getByRole('button', { name: /Turn on reminders/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
  });

  it.each([
    ['granted', 'Reminders are on. We will let you know if you leave your cart.'],
    ['denied', 'Notifications are blocked for this site. You can allow them in your browser settings.'],
  ] as const)('after the answer (%s) the status takes the focus from the buttons', (state, message) => {
    const { rerender } = render(<CartReminderPrompt state="ask" onEnable={() => undefined} onDismiss={() => undefined} />);
    screen.getByRole('button', { name: 'Turn on reminders' }).focus();
    rerender(<CartReminderPrompt state={state} onEnable={() => undefined} onDismiss={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(message);
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hidden renders nothing', () => {
    const { container } = render(<CartReminderPrompt state="hidden" onEnable={() => undefined} onDismiss={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
