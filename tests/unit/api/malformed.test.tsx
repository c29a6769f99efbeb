/**
 * Fault: a truncated or empty 200 answer was taken as real data: the retailer list read as "no
 * retailer is found", a product as "not on the menu", the CMS as the unbranded default, and a
 * sign-in as a green success toast (quoting the raw JSON) while the shopper stayed signed out.
 * Every answer is now checked against the shared contract (schemas.ts); one that does not match
 * is a failed call.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import {
  apiPaths,
  brandsQuery,
  categoriesQuery,
  cmsQuery,
  configureApi,
  customCategoriesQuery,
  MALFORMED_ANSWER_MESSAGE,
  productQuery,
  retailersQuery,
  searchSuggestionsQuery,
  specialQuery,
  specialsQuery,
} from '@storefront/components/api';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { retailers } from '@storefront/fixtures/catalog';
import { SiteProvider, useSite } from '@storefront/app/site';
import { ProductPage, PRODUCT_NOT_FOUND_MESSAGE } from '@storefront/app/pages/product-page';
import { SignInForm } from '@storefront/app/pages/sign-in-form';
import { routeById } from '@storefront/app/routes';
import { createQueryClient } from '@storefront/app/api/query-client';
import { useSessionStore } from '@storefront/app/stores';
import { answer, emptyOk, renderInApp, truncated, setUpApiFaultTests } from './support.tsx';

const toasts = setUpApiFaultTests();

const productRoute = routeById('product');
if (!productRoute) throw new Error('no product route');

describe('a malformed answer fails the query (it is never data)', () => {
  const retailerPage = { statusCode: 200, data: { data: retailers, total: retailers.length } };
  it.each([
    ['a truncated retailer list', apiPaths.retailers, () => truncated(retailerPage), retailersQuery('greenleaf')],
    ['an empty 200 retailer list', apiPaths.retailers, emptyOk, retailersQuery('greenleaf')],
    [
      'a retailer list of another shape',
      apiPaths.retailers,
      () => HttpResponse.json({ statusCode: 200, data: { rows: retailers } }),
      retailersQuery('greenleaf'),
    ],
    [
      'retailers missing required fields',
      apiPaths.retailers,
      () => HttpResponse.json({ statusCode: 200, data: { data: [{ id: 'r1' }], total: 1 } }),
      retailersQuery('greenleaf'),
    ],
    ['an empty 200 brand list', apiPaths.brands, emptyOk, brandsQuery()],
    ['an empty 200 category list', apiPaths.categories, emptyOk, categoriesQuery()],
    ['an empty 200 custom-category list', apiPaths.customCategories, emptyOk, customCategoriesQuery()],
    ['an empty 200 deal list', apiPaths.specials, emptyOk, specialsQuery(null)],
    ['an empty 200 product', apiPaths.product('og-kush-flower-3-5g'), emptyOk, productQuery('og-kush-flower-3-5g')],
    ['a truncated deal', apiPaths.special('x'), () => truncated({ statusCode: 200, data: { id: 'x', name: 'Deal' } }), specialQuery('x')],
    ['an empty 200 CMS', apiPaths.cms('greenleaf'), emptyOk, cmsQuery('greenleaf')],
    ['a CMS that is a list', apiPaths.cms('greenleaf'), () => HttpResponse.json({ statusCode: 200, data: [] }), cmsQuery('greenleaf')],
    [
      'truncated suggestions',
      apiPaths.searchSuggestions,
      () => truncated({ statusCode: 200, data: { suggestions: [] } }),
      searchSuggestionsQuery({ q: 'kush' }),
    ],
  ] as const)('%s', async (_name, path, respond, options) => {
    const calls = answer(path, respond);
    const client = new QueryClient();
    await expect(client.fetchQuery(options as Parameters<typeof client.fetchQuery>[0])).rejects.toMatchObject({
      kind: 'malformed',
      message: MALFORMED_ANSWER_MESSAGE,
    });
    // A malformed answer may be a passing fault: it is retried like any failure.
    expect(calls.count).toBe(3);
  });

  it('the demo API itself answers every catalogue read in the contract', async () => {
    const client = new QueryClient();
    // Greenleaf's own stores: the three in Michigan.
    await expect(client.fetchQuery(retailersQuery('greenleaf'))).resolves.toHaveLength(
      retailers.filter((r) => r.addressObject.state === 'MI').length,
    );
    await expect(client.fetchQuery(productQuery('og-kush-flower-3-5g'))).resolves.toMatchObject({ productSlug: 'og-kush-flower-3-5g' });
    await expect(client.fetchQuery(cmsQuery('greenleaf'))).resolves.toMatchObject({ siteSettings: expect.any(Object) });
  });
});

function SiteStatus() {
  const { status } = useSite();
  return <output>{status}</output>;
}

describe('what the shopper sees', () => {
  it('a product whose answer is empty is a failure with its message, not "not on the menu"', async () => {
    answer(apiPaths.product('og-kush-flower-3-5g'), emptyOk);
    renderInApp(<ProductPage route={productRoute} params={{ productSlug: 'og-kush-flower-3-5g' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MALFORMED_ANSWER_MESSAGE);
    expect(screen.queryByText(PRODUCT_NOT_FOUND_MESSAGE)).toBeNull();
  });

  it('a product the API does not know (404) is "not on the menu"', async () => {
    renderInApp(<ProductPage route={productRoute} params={{ productSlug: 'no-such-product' }} />);
    expect(await screen.findByText(PRODUCT_NOT_FOUND_MESSAGE)).toBeInTheDocument();
  });

  it('a truncated CMS is the fallback with its toast, not the silent unbranded default', async () => {
    answer(apiPaths.cms('greenleaf'), () => truncated({ statusCode: 200, data: { siteSettings: { siteName: 'Greenleaf Collective' } } }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SiteProvider initialSiteId="greenleaf">
          <SiteStatus />
        </SiteProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('fallback')).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith(MALFORMED_ANSWER_MESSAGE, { id: 'cms-fallback' });
  });

  it.each([
    ['truncated', () => truncated({ statusCode: 200, message: 'Welcome back, Dana!', data: DEMO_USER })],
    ['empty', emptyOk],
    ['without the user', () => HttpResponse.json({ statusCode: 200, message: 'Welcome back!' })],
  ])('a %s sign-in answer is an error toast, never a success toast, and no session', async (_name, respond) => {
    answer(apiPaths.signIn, respond);
    renderInApp(<SignInForm />, { path: '/sign-in' });
    await userEvent.type(within(screen.getByRole('form', { name: 'Sign in' })).getByLabelText('Email'), 'shopper@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: /Sign In/ }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(MALFORMED_ANSWER_MESSAGE));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('a real sign-in still signs in, with the server message as the success toast', async () => {
    // A real sign-in hashes the password (scrypt): more than these tests' 40 ms timeout.
    configureApi({ timeoutMs: 5000 });
    renderInApp(<SignInForm />, { path: '/sign-in' });
    await userEvent.type(within(screen.getByRole('form', { name: 'Sign in' })).getByLabelText('Email'), 'shopper@example.com');
    await userEvent.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: /Sign In/ }));
    await waitFor(() => expect(useSessionStore.getState().user?.email).toBe(DEMO_USER.email));
    expect(toasts.success).toHaveBeenCalledWith(`Welcome back, ${DEMO_USER.firstName}!`);
    expect(toasts.error).not.toHaveBeenCalled();
    useSessionStore.setState({ user: null });
  });
});
