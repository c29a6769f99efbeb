import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const { notify, isToasterWanted } = await import('./notify.ts');

describe('notify (spec 9: app toasts close after 1500 ms)', () => {
  it.each(['success', 'warning', 'error', 'info'] as const)('%s uses the app duration', async (kind) => {
    notify[kind]('Please enter email.', { id: 'x' });
    await vi.waitFor(() => expect(toast[kind]).toHaveBeenCalledWith('Please enter email.', { duration: 1500, id: 'x' }));
  });

  it('a toast asks for the Toaster (it mounts lazily)', () => {
    expect(isToasterWanted()).toBe(true);
  });

  it('a toast that cannot be shown never throws into the caller', async () => {
    toast.error.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => notify.error('Network Error')).not.toThrow();
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith('[notify] toasts unavailable:', 'Network Error', expect.any(Error)));
    spy.mockRestore();
  });
});
