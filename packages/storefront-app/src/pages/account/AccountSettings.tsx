/**
 * The account's settings pages (spec 2.1; issue 13, item 3): Login & Security (the name and phone,
 * the password, signing out on every device), Request Your Information (a copy of everything the
 * store keeps, as a JSON file) and Close Your Account (the password and the word CLOSE; the
 * backend removes every row of the shopper). Each form is FieldsForm over the rules' table, which
 * the server checks too.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  checkCloseAccount,
  CLOSE_ACCOUNT_FORM_FIELDS,
  FieldsForm,
  notify,
  PASSWORD_FORM_FIELDS,
  PROFILE_FORM_FIELDS,
  SmartLink,
  Stack,
} from '@storefront/components';
import { changePassword, closeAccount, exportAccount, updateProfile } from '@storefront/components/api';
import { signOutShopper } from '../../api/session.ts';
import { useSessionStore } from '../../stores/index.ts';
import { Section } from '../shared/Section.tsx';
import * as css from '../shared/page.css.ts';

export const EXPORT_READY_MESSAGE = 'Your file is ready: it is saved to your downloads.';
export const EXPORT_FAILED_MESSAGE = 'Your information could not be gathered. Please try again.';

/** /account/login-and-security */
export function LoginAndSecurity() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Stack gap="xl" className={css.readingWidth}>
      <Section title="Your details">
        <FieldsForm
          fields={PROFILE_FORM_FIELDS}
          label="Your details"
          submitLabel="Save details"
          clearOnSuccess={false}
          initialValues={{ firstName: user.firstName, lastName: user.lastName, contactNumber: user.phone ?? '' }}
          onInvalid={(message) => notify.warning(message)}
          onSubmit={async (values) => {
            const saved = await updateProfile({
              firstName: values.firstName ?? '',
              lastName: values.lastName ?? '',
              contactNumber: values.contactNumber ?? '',
            });
            if (!saved) return null;
            useSessionStore.setState({ user: saved });
            return 'Your details are saved.';
          }}
        >
          <p className={css.muted}>
            You sign in with <strong>{user.email}</strong>. To use another e-mail address, please{' '}
            <SmartLink href="/contact">contact us</SmartLink>.
          </p>
        </FieldsForm>
      </Section>
      <Section title="Change your password">
        <FieldsForm
          fields={PASSWORD_FORM_FIELDS}
          label="Change your password"
          submitLabel="Change password"
          onInvalid={(message) => notify.warning(message)}
          onSubmit={(values) => changePassword({ currentPassword: values.currentPassword ?? '', password: values.password ?? '' })}
        />
      </Section>
      <Section title="Signed in somewhere else?">
        <p className={css.text}>Signing out everywhere ends your session on every phone and computer, this one too.</p>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              void signOutShopper({ everywhere: true }).then(() => navigate('/sign-in'));
            }}
          >
            Sign out everywhere
          </Button>
        </div>
      </Section>
    </Stack>
  );
}

/** /account/request-your-information */
export function RequestYourInformation() {
  const [state, setState] = useState<'idle' | 'working' | 'ready' | 'failed'>('idle');
  const download = async () => {
    setState('working');
    const copy = await exportAccount();
    if (!copy) {
      setState('failed');
      return;
    }
    const blob = new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `my-information-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setState('ready');
  };
  return (
    <Stack gap="xl" className={css.readingWidth}>
      <p className={css.text}>
        Download a copy of everything we keep about you: your account details, orders, Your List, cart, support tickets and chats,
        notifications and their settings, the deals you follow and the devices you are signed in on. It is a JSON file that any text editor
        opens.
      </p>
      <div>
        <Button variant="primary" onClick={() => void download()} loading={state === 'working'}>
          Download my information
        </Button>
      </div>
      <p className={css.text} role="status">
        {state === 'ready' ? EXPORT_READY_MESSAGE : state === 'failed' ? EXPORT_FAILED_MESSAGE : ''}
      </p>
    </Stack>
  );
}

/** /account/close-your-account */
export function CloseYourAccount() {
  const navigate = useNavigate();
  return (
    <Stack gap="xl" className={css.readingWidth}>
      <p className={css.text}>
        Closing your account removes your details, orders, Your List, cart, support tickets, chats, notifications and deals alerts, and
        signs you out everywhere. It cannot be undone. To keep a copy first,{' '}
        <SmartLink href="/account/request-your-information">request your information</SmartLink>.
      </p>
      <FieldsForm
        fields={CLOSE_ACCOUNT_FORM_FIELDS}
        label="Close your account"
        submitLabel="Close my account"
        check={checkCloseAccount}
        onInvalid={(message) => notify.warning(message)}
        onSubmit={async (values) => {
          const goodbye = await closeAccount({ password: values.password ?? '', confirm: values.confirm ?? '' });
          if (goodbye === null) return null;
          notify.success(goodbye);
          await signOutShopper();
          void navigate('/');
          return goodbye;
        }}
      />
    </Stack>
  );
}
