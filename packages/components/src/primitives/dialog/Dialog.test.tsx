import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineDialogs } from './Dialog.tsx';
import { Modal } from './Modal.tsx';
import { Drawer, drawerSides } from './Drawer.tsx';
import { scrollLockCount } from './scrollLock.ts';

function Harness({ persistent = false, kind = 'modal' }: { persistent?: boolean; kind?: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Component = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Component open={open} onClose={() => setOpen(false)} title="Store closed" persistent={persistent}>
        <a href="/first">First</a>
        <button type="button">Last</button>
      </Component>
    </>
  );
}

const backdrop = () => document.querySelector<HTMLElement>('[data-dialog-backdrop]')!;

describe.each(['modal', 'drawer'] as const)('%s', (kind) => {
  it('is a labelled modal dialog rendered into document.body', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Store closed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves focus in, traps Tab and Shift+Tab, and restores focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const first = within(dialog).getByRole('link', { name: 'First' });
    const last = within(dialog).getByRole('button', { name: 'Last' });

    expect(first).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped from the last element to the first (the header's Close)
    await user.tab({ shift: true });
    expect(last).toHaveFocus(); // and back the other way
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(backdrop());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click when persistent, but the close button still works', async () => {
    const user = userEvent.setup();
    render(<Harness kind={kind} persistent />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(backdrop());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks body scroll while open and releases it on close', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    render(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollLockCount()).toBe(1);
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    expect(scrollLockCount()).toBe(0);
  });
});

describe('nested dialogs', () => {
  it('Escape closes only the top dialog; the drawer underneath keeps focus trapped', async () => {
    const user = userEvent.setup();
    const onDrawerClose = vi.fn();
    function Nested() {
      const [modal, setModal] = useState(false);
      return (
        <Drawer open onClose={onDrawerClose} title="Menu" side="left">
          <button type="button" onClick={() => setModal(true)}>
            Sign in
          </button>
          <Modal open={modal} onClose={() => setModal(false)} title="Sign in required">
            <button type="button">Go</button>
          </Modal>
        </Drawer>
      );
    }
    render(<Nested />);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await user.click(signIn);
    expect(screen.getByRole('dialog', { name: 'Sign in required' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign in required' })).not.toBeInTheDocument();
    expect(onDrawerClose).not.toHaveBeenCalled();
    expect(signIn).toHaveFocus();
    expect(scrollLockCount()).toBe(1);
  });
});

describe('Drawer', () => {
  it.each(drawerSides)('renders on the %s side with the same dialog semantics', (side) => {
    render(
      <Drawer open onClose={() => undefined} title={`Drawer ${side}`} side={side}>
        <p>Body</p>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: `Drawer ${side}` })).toHaveAttribute('aria-modal', 'true');
  });

  it('focuses initialFocusRef when given, else the close button when the body has nothing focusable', () => {
    render(
      <Drawer open onClose={() => undefined} title="Empty">
        <p>Nothing to focus</p>
      </Drawer>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('InlineDialogs (the workbench galleries)', () => {
  it('renders dialogs in place, not modal: focus, scroll and Tab are the page’s', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <button type="button">Page</button>
        <InlineDialogs>
          <Modal open onClose={() => undefined} title="First">
            <button type="button">In first</button>
          </Modal>
          <Drawer open onClose={() => undefined} title="Second">
            <button type="button">In second</button>
          </Drawer>
        </InlineDialogs>
      </>,
    );
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    for (const dialog of dialogs) {
      expect(container.contains(dialog)).toBe(true);
      expect(dialog).not.toHaveAttribute('aria-modal');
      expect(dialog).toHaveAttribute('data-state', 'open');
    }
    expect(document.activeElement).toBe(document.body);
    expect(scrollLockCount()).toBe(0);
    // Tab walks through both dialogs and out: no trap.
    screen.getByRole('button', { name: 'Page' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialogs[0]!).getByRole('button', { name: 'Close' }));
    await user.tab();
    await user.tab();
    expect(dialogs[1]!.contains(document.activeElement)).toBe(true);
  });
});
