import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const { notify } = await import('./notify.ts');

describe('notify (spec 9: app toasts close after 1500 ms)', () => {
  it.each(['success', 'warning', 'error'] as const)('%s uses the app duration', (kind) => {
    notify[kind]('Please enter email.', { id: 'x' });
    expect(toast[kind]).toHaveBeenCalledWith('Please enter email.', { duration: 1500, id: 'x' });
  });
});
