import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CART_REMINDER_PROMPT_TEXT, CartReminderPrompt, cartReminderPromptState } from '@storefront/components';
import { Box } from '@storefront/tokens/box';
import { useStoryCms } from '../support/cms.tsx';

interface CartReminderStoryArgs {
  /** The browser's notification permission when the story starts. */
  permission: NotificationPermission;
  /** What the browser answers when the shopper presses 'Turn on reminders'. */
  answer: 'granted' | 'denied';
  cartCount: number;
}

/**
 * The prompt as the cart shows it, decided by cartReminderPromptState over the retailer's
 * abandonedCartNotificationSettingsCms (Copper State has reminders off: nothing shows). The
 * browser's question is simulated: pressing the button answers with the `answer` arg.
 */
function CartReminderStory({ permission: initial, answer, cartCount }: CartReminderStoryArgs) {
  const { fixtureId, config } = useStoryCms();
  const [permission, setPermission] = useState<string>(initial);
  const [answeredNow, setAnsweredNow] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const settingsActive = config.abandonedCartNotificationSettingsCms.isActive;
  const state = cartReminderPromptState({ settingsActive, supported: true, cartCount, dismissed, permission, answeredNow });
  return (
    <Box padding="lg" style={{ maxWidth: '26rem' }}>
      <p>
        {config.siteSettings.siteName || fixtureId}: cart reminders {settingsActive ? 'on' : 'off'} in the CMS
        {state === 'hidden' ? ', so the cart shows no prompt.' : '.'}
      </p>
      <CartReminderPrompt
        state={state}
        onEnable={() => {
          setPermission(answer);
          setAnsweredNow(true);
        }}
        onDismiss={() => setDismissed(true)}
      />
    </Box>
  );
}

/**
 * The cart reminder prompt (issue 12 item 5): the abandoned-cart notification is offered under
 * the cart's items, and the browser is asked only when the shopper presses 'Turn on reminders'.
 */
const meta = {
  title: 'Marketing/CartReminderPrompt',
  component: CartReminderStory,
  tags: ['screenshot'],
  args: { permission: 'default', answer: 'granted', cartCount: 2 },
  argTypes: {
    permission: { control: 'inline-radio', options: ['default', 'granted', 'denied'] },
    answer: { control: 'inline-radio', options: ['granted', 'denied'] },
  },
} satisfies Meta<typeof CartReminderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, in each retailer's theme (nothing for Copper State, whose reminders are off). */
export const Ask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const on = canvas.queryByRole('button', { name: CART_REMINDER_PROMPT_TEXT.enable });
    await expect(on === null).toBe(canvasElement.textContent?.includes('reminders off') ?? false);
  },
};

/** Pressed, and the browser said yes. */
export const Granted: Story = {
  tags: ['fixture-greenleaf', 'fixture-mile-high'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CART_REMINDER_PROMPT_TEXT.enable }));
    await expect(canvas.getByRole('status')).toHaveTextContent(CART_REMINDER_PROMPT_TEXT.granted);
    await expect(canvas.getByRole('status')).toHaveFocus();
  },
};

/** Pressed, and the browser (or the shopper) blocked it: where to change it. */
export const Denied: Story = {
  tags: ['fixture-greenleaf', 'vp-mobile'],
  args: { answer: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CART_REMINDER_PROMPT_TEXT.enable }));
    await expect(canvas.getByRole('status')).toHaveTextContent(CART_REMINDER_PROMPT_TEXT.denied);
  },
};

/** 'Not now' hides it for good. */
export const NotNow: Story = {
  tags: ['fixture-greenleaf', 'vp-mobile'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CART_REMINDER_PROMPT_TEXT.dismiss }));
    await expect(canvas.queryByRole('region', { name: CART_REMINDER_PROMPT_TEXT.heading })).toBeNull();
    await expect(canvas.getByText(/so the cart shows no prompt/)).toBeInTheDocument();
  },
};
