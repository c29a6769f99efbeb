import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ASK_AGAIN_LABEL,
  FORGOT_PASSWORD_PATH,
  ForgotPasswordForm,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_RESET_DEAD_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  SetNewPasswordForm,
  type RecoveryAnswer,
} from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** The words the demo API answers a common password with (demo-api auth/passwordPolicy.ts). */
const COMMON_PASSWORD_MESSAGE = 'This password is too common; choose another.';
const TOKEN = 'Zq3v0W9xL2bC8nY5tR1mK7pH4dF6gJ0sA2eU9iO3wQx';

type Screen = 'forgot' | 'setNew';

interface AccountRecoveryStoryArgs {
  screen: Screen;
  /** The reset request's answer. */
  onRequest?: (email: string) => Promise<RecoveryAnswer>;
  /** The new password's answer. */
  onSubmit?: (token: string, password: string) => Promise<RecoveryAnswer>;
}

/** The two widgets as the storefront's pages show them, in the chosen retailer's CMS (its theme, its name). */
function AccountRecoveryStory({
  screen,
  onRequest = async () => ({ ok: true, message: PASSWORD_RESET_REQUESTED_MESSAGE }),
  onSubmit = async () => ({ ok: true, message: 'Your password is changed.' }),
}: AccountRecoveryStoryArgs) {
  const { config } = useStoryCms();
  return (
    <main style={{ maxWidth: 640, margin: '0 auto' }}>
      {screen === 'forgot' ? (
        <ForgotPasswordForm onRequest={onRequest} signInHref="/sign-in" siteName={config.siteSettings.siteName} />
      ) : (
        <SetNewPasswordForm token={TOKEN} onSubmit={onSubmit} forgotHref={FORGOT_PASSWORD_PATH} />
      )}
    </main>
  );
}

/**
 * Password reset (issue 35): 'Forgot password?' asks for a single-use link by e-mail; the page it
 * opens sets a new password by sign-up's rules. Each message sits under its field (aria-describedby).
 */
const meta = {
  title: 'Account/AccountRecovery',
  component: AccountRecoveryStory,
  tags: ['screenshot', 'all-fixtures'],
  decorators: [withRouterLinks],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountRecoveryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form: the e-mail, the store's name in the intro, a way back to sign in. */
export const ForgotPassword: Story = {
  args: { screen: 'forgot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/sign-in');
  },
};

/** A wrong e-mail's message under the field (focused, described by it); then, with the keyboard, the same answer for any e-mail. */
export const ForgotPasswordSent: Story = {
  args: { screen: 'forgot', onRequest: fn(async () => ({ ok: true as const, message: PASSWORD_RESET_REQUESTED_MESSAGE })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'not-an-email{Enter}');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please provide a correct email address!');
    await expect(args.onRequest).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'shopper@example.com');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledWith('shopper@example.com'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE);
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The new password twice, the rule under it. Too short and the two fields disagreeing are caught
 * before sending; the server's refusal of a common password shows under the password the same way.
 */
export const SetNewPasswordProblem: Story = {
  args: {
    screen: 'setNew',
    onSubmit: fn(async () => ({ ok: false as const, failure: 'password' as const, message: COMMON_PASSWORD_MESSAGE })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('New password');
    const confirm = canvas.getByLabelText('Confirm new password');
    await expect(password).toHaveAccessibleDescription('At least 8 characters, not a common password.');
    await userEvent.type(password, 'short{Enter}');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(`At least 8 characters, not a common password. ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`);
    await userEvent.clear(password);
    await userEvent.type(password, 'password123');
    await userEvent.type(confirm, 'password124{Enter}');
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER_MESSAGE);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'password123{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(TOKEN, 'password123'));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(`At least 8 characters, not a common password. ${COMMON_PASSWORD_MESSAGE}`);
    await expect(confirm).not.toHaveAttribute('aria-invalid');
  },
};

/** A used or expired link: the form gives way to the notice, focused, and a way to ask for a new link. */
export const DeadLink: Story = {
  args: {
    screen: 'setNew',
    onSubmit: fn(async () => ({ ok: false as const, failure: 'deadLink' as const, message: PASSWORD_RESET_DEAD_MESSAGE })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'tangerine-harbour-42');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'tangerine-harbour-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(TOKEN, 'tangerine-harbour-42'));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(PASSWORD_RESET_DEAD_MESSAGE);
    await expect(notice).toHaveFocus();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await expect(canvas.getByRole('link', { name: ASK_AGAIN_LABEL })).toHaveAttribute('href', FORGOT_PASSWORD_PATH);
  },
};
