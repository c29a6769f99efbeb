import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  Button,
  Drawer,
  Modal,
  SmartLink,
  drawerSides,
  drawerWidths,
  menuLinkTarget,
  type DrawerSide,
  type DrawerWidth,
} from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** The generic modal with the fixture's store-closed notice (retailerClosePopupCMS) as content. */
function ModalDemo({ persistent = false }: { persistent?: boolean }) {
  const { config } = useStoryCms();
  const notice = config.retailerClosePopupCMS;
  const [open, setOpen] = useState(false);
  return (
    <Box padding="lg">
      <Button onClick={() => setOpen(true)}>Show store notice</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={notice.alertTitle}
        persistent={persistent}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            {notice.buttonText}
          </Button>
        }
      >
        <p style={{ margin: 0 }}>{notice.alertDescription}</p>
        <p>
          <SmartLink href="/find-a-dispensary">Find a Dispensary</SmartLink>
        </p>
      </Modal>
    </Box>
  );
}

/** A drawer listing the fixture's menu links (targets from the menuLinkTarget rule). */
function DrawerDemo({ side, width }: { side: DrawerSide; width: DrawerWidth }) {
  const { config } = useStoryCms();
  const [open, setOpen] = useState(false);
  const context = { placement: 'sideMenu' as const, ...config.siteSettings };
  return (
    <Box padding="lg">
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu" side={side} width={width}>
        <Box as="ul" display="flex" flexDirection="column" gap="md" margin="none" padding="none" style={{ listStyle: 'none' }}>
          {config.menuLinkWidgetCmsData.links.map((link) => (
            <li key={link.label}>
              <SmartLink href={menuLinkTarget(link, context)}>{link.label}</SmartLink>
            </li>
          ))}
        </Box>
      </Drawer>
    </Box>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  decorators: [withRouterLinks],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the modal and walks the focus trap; the final (open) state is the screenshot. */
export const ModalOpen: Story = {
  tags: ['screenshot'],
  render: () => <ModalDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show store notice' }));
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const [close, footerButton] = within(dialog).getAllByRole('button');
    const link = within(dialog).getByRole('link', { name: 'Find a Dispensary' });
    // Focus moves in (first focusable of the body), then Tab cycles inside the dialog.
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.tab();
    await expect(footerButton).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(footerButton).toHaveFocus();
    await expect(close).toHaveAccessibleName('Close');
  },
};

/** Escape closes the modal and focus returns to the button that opened it. */
export const ModalEscapeRestoresFocus: Story = {
  render: () => <ModalDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Show store notice' });
    await userEvent.click(opener);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** A persistent modal ignores backdrop clicks (spec 2.15) but its close button works. */
export const ModalPersistent: Story = {
  render: () => <ModalDemo persistent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show store notice' }));
    const dialog = await body.findByRole('dialog');
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-dialog-backdrop]');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop!);
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

type DrawerStory = StoryObj<{ side: DrawerSide; width: DrawerWidth }>;

const drawerStory = (side: DrawerSide, width: DrawerWidth = 'narrow'): DrawerStory => ({
  tags: ['screenshot'],
  args: { side, width },
  argTypes: { side: { control: 'inline-radio', options: drawerSides }, width: { control: 'inline-radio', options: drawerWidths } },
  render: (args) => <DrawerDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    // Focus is inside the drawer, on its first link.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
});

export const DrawerLeft = drawerStory('left');
export const DrawerRight = drawerStory('right', 'wide');
export const DrawerBottom = drawerStory('bottom');
