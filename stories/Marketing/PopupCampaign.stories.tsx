import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { POPUP_EMAIL_INVALID_MESSAGE, POPUP_EMAIL_REQUIRED_MESSAGE, popupTemplates } from '@storefront/components';
import { POPUP_EMAIL_LABEL, POPUP_SUBSCRIBE_FAILED_MESSAGE } from '@storefront/components/popup-campaign';
import { DEMO_EMAIL, PopupStory } from './PopupStory.tsx';

/**
 * Pop-up campaigns (spec 2.13) — one overlay over the template table (popup, flyout, fullScreen,
 * bar) in each retailer's theme, over the demo backend's campaigns: image, heading, description,
 * the e-mail form or the main button, the close control; the thank-you view with "Your Coupons: ";
 * the e-mail messages. Controls: pick the template, the form, the image and the view.
 */
const meta = {
  title: 'Marketing/PopupCampaign',
  component: PopupStory,
  tags: ['screenshot'],
  args: { template: 'popup', form: true, image: true, view: 'main', failing: false },
  argTypes: {
    template: { control: 'inline-radio', options: popupTemplates },
    view: { control: 'inline-radio', options: ['main', 'thank-you', 'thank-you-no-coupons'] },
  },
} satisfies Meta<typeof PopupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const opened = async (canvasElement: HTMLElement) => {
  const dialog = await body(canvasElement).findByRole('dialog');
  await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  return dialog;
};

export const Popup: Story = { play: async ({ canvasElement }) => void (await opened(canvasElement)) };
export const Flyout: Story = { args: { template: 'flyout' }, play: async ({ canvasElement }) => void (await opened(canvasElement)) };
export const FullScreen: Story = {
  args: { template: 'fullScreen' },
  play: async ({ canvasElement }) => void (await opened(canvasElement)),
};
export const Bar: Story = { args: { template: 'bar' }, play: async ({ canvasElement }) => void (await opened(canvasElement)) };

/** Without a form: the main button alone; without an image. (Literal stories: Storybook reads their tags statically.) */
const noFormPlay: Story['play'] = async ({ canvasElement }) => {
  const dialog = await opened(canvasElement);
  await expect(within(dialog).queryByLabelText(POPUP_EMAIL_LABEL)).toBeNull();
  await expect(dialog.querySelector('img')).toBeNull();
};
export const PopupNoFormNoImage: Story = {
  tags: ['fixture-greenleaf'],
  args: { template: 'popup', form: false, image: false },
  play: noFormPlay,
};
export const FlyoutNoFormNoImage: Story = {
  tags: ['fixture-greenleaf'],
  args: { template: 'flyout', form: false, image: false },
  play: noFormPlay,
};
export const FullScreenNoFormNoImage: Story = {
  tags: ['fixture-greenleaf'],
  args: { template: 'fullScreen', form: false, image: false },
  play: noFormPlay,
};
export const BarNoFormNoImage: Story = {
  tags: ['fixture-greenleaf'],
  args: { template: 'bar', form: false, image: false },
  play: noFormPlay,
};

/** The thank-you view with the coupon codes in upper case under "Your Coupons: ". */
export const ThankYouWithCoupons: Story = {
  args: { view: 'thank-you' },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await expect(dialog.querySelector('[data-popup-coupons]')?.textContent).toMatch(/^Your Coupons: [A-Z0-9-]+$/);
  },
};

export const ThankYouWithoutCoupons: Story = {
  tags: ['fixture-greenleaf'],
  args: { view: 'thank-you-no-coupons' },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await expect(within(dialog).queryByText(/Your Coupons/)).toBeNull();
  },
};

/** 'Email is required', then 'Please enter a valid email' (spec 5), shown under the field. */
export const EmailErrors: Story = {
  tags: ['fixture-greenleaf'],
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    const submit = within(dialog).getAllByRole('button').at(-1)!;
    await userEvent.click(submit);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(POPUP_EMAIL_REQUIRED_MESSAGE);
    await userEvent.type(within(dialog).getByLabelText(POPUP_EMAIL_LABEL), 'sam@example');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(POPUP_EMAIL_INVALID_MESSAGE);
  },
};

/** The subscription failed: no codes, the e-mail kept, a line under the field (no toast). */
export const SubscribeFailed: Story = {
  tags: ['fixture-greenleaf', 'vp-mobile'],
  args: { failing: true },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement);
    await userEvent.type(within(dialog).getByLabelText(POPUP_EMAIL_LABEL), DEMO_EMAIL);
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(within(dialog).getByText(POPUP_SUBSCRIBE_FAILED_MESSAGE)).toBeInTheDocument());
    await expect(within(dialog).queryByText(/Your Coupons/)).toBeNull();
  },
};

/** Escape closes it (the host records cancel). Not a screenshot: nothing is left to see. */
export const EscapeCloses: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Closed');
  },
};
