/**
 * Fault: an HTML error page from a server (a proxy's 502, a 500 page) was shown as raw text in an
 * error toast. A failure now shows "message or error.data.message" (spec 7), else a generic message:
 * never markup.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { api, apiPaths, categoriesQuery, GENERIC_FAILURE_MESSAGE } from '@storefront/components/api';
import { SignInForm } from '@storefront/app/pages/sign-in-form';
import { useCategories } from '@storefront/app/api/queries';
import { answer, htmlPage, renderInApp, setUpApiFaultTests } from './support.tsx';

const toasts = setUpApiFaultTests();

const shownMessages = () => [
  ...toasts.error.mock.calls.map(([message]) => message),
  ...toasts.success.mock.calls.map(([message]) => message),
];

describe('an HTML error page is never shown', () => {
  it.each([502, 500, 404])('a %i HTML page fails the call with the generic message', async (status) => {
    answer(apiPaths.checkout, () => htmlPage(status));
    const result = await api.post(apiPaths.checkout, { retailerId: 'ret-mi-detroit', orderType: 'PICKUP', pricingType: 'RECREATIONAL' });
    expect(result).toMatchObject({ ok: false, message: GENERIC_FAILURE_MESSAGE });
    expect(toasts.error).toHaveBeenCalledExactlyOnceWith(GENERIC_FAILURE_MESSAGE);
  });

  it('a JSON failure still shows its message (spec 7: message or error.data.message)', async () => {
    answer(apiPaths.checkout, () =>
      HttpResponse.json({ statusCode: 503, error: { data: { message: 'Checkout is closed for the night.' } } }, { status: 503 }),
    );
    const result = await api.post(apiPaths.checkout, {});
    expect(result).toMatchObject({ ok: false, message: 'Checkout is closed for the night.' });
    expect(toasts.error).toHaveBeenCalledWith('Checkout is closed for the night.');
  });

  it('a JSON failure whose message field holds markup shows the generic message', async () => {
    answer(apiPaths.checkout, () =>
      HttpResponse.json({ statusCode: 500, message: '<html><body>Internal Server Error</body></html>' }, { status: 500 }),
    );
    await api.post(apiPaths.checkout, {});
    expect(toasts.error).toHaveBeenCalledWith(GENERIC_FAILURE_MESSAGE);
  });

  it('a query failing with an HTML page toasts the generic message once, after its retries (app QueryCache)', async () => {
    const calls = answer(apiPaths.categories, () => htmlPage(502));
    function Categories() {
      const query = useCategories();
      return <output>{query.isError ? 'failed' : 'loading'}</output>;
    }
    renderInApp(<Categories />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(calls.count).toBe(3);
    expect(toasts.error).toHaveBeenCalledExactlyOnceWith(GENERIC_FAILURE_MESSAGE);
  });

  it('the thrown error carries the status and no markup', async () => {
    answer(apiPaths.categories, () => htmlPage(502));
    const failure = await new QueryClient().fetchQuery({ ...categoriesQuery(), retry: false }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, kind: 'http', message: GENERIC_FAILURE_MESSAGE, data: undefined });
  });

  it('sign-in against an HTML error page: the generic message, no markup anywhere', async () => {
    answer(apiPaths.signIn, () => htmlPage(502));
    renderInApp(<SignInForm />, { path: '/sign-in' });
    await userEvent.type(within(screen.getByRole('form', { name: 'Sign in' })).getByLabelText('Email'), 'shopper@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: /Sign In/ }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(shownMessages()).toEqual([GENERIC_FAILURE_MESSAGE]);
    expect(shownMessages().some((message) => message.includes('<'))).toBe(false);
  });
});
