/**
 * Fault: no request timeout. A call that never answers left 'Loading the store…' for ever, kept
 * catalogue pages on 'Loading…' and the Sign In button spinning. Every call now fails after the
 * client's timeout (configureApi({ timeoutMs }), 10 s by default), queries after their 2 retries
 * (spec 7), and the spec's failure behaviour follows.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  apiPaths,
  ApiError,
  cmsQuery,
  DEFAULT_TIMEOUT_MS,
  productMenuQuery,
  request,
  retailersQuery,
  TIMEOUT_MESSAGE,
} from '@storefront/components/api';
import { CMS_FALLBACK_MESSAGE, SiteProvider, useSite } from '@storefront/app/site';
import { ProductPage } from '@storefront/app/pages/product-page';
import { ProductMenuView, NO_PRODUCTS_MESSAGE } from '@storefront/app/pages/product-menu-view';
import { SignInForm } from '@storefront/app/pages/sign-in-form';
import { routeById } from '@storefront/app/routes';
import { createQueryClient } from '@storefront/app/api/query-client';
import { useSessionStore } from '@storefront/app/stores';
import { answer, never, renderInApp, TEST_TIMEOUT_MS, setUpApiFaultTests } from './support.tsx';

const toasts = setUpApiFaultTests();

describe('every call has a timeout', () => {
  it('defaults to 10 s (ours: the spec names none) and is configurable', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  it('a call that never answers fails with the timeout message after timeoutMs', async () => {
    answer(apiPaths.retailers, never);
    const started = Date.now();
    const failure = await request(apiPaths.retailers).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'timeout', status: 0, message: TIMEOUT_MESSAGE });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 5);
  });

  it('a query that never answers is tried 3 times (2 retries, spec 7), then fails', async () => {
    const calls = answer(apiPaths.retailers, never);
    const client = new QueryClient();
    await expect(client.fetchQuery(retailersQuery('greenleaf'))).rejects.toMatchObject({ kind: 'timeout' });
    expect(calls.count).toBe(3);
  });
});

function SiteStatus() {
  const { status, config } = useSite();
  return <output>{`${status}: ${config.siteSettings.siteName || 'default'}`}</output>;
}

describe('what the shopper sees when the API does not answer', () => {
  it("the CMS: 'Loading the store…' ends in the default storefront and the fallback toast", async () => {
    const calls = answer(apiPaths.cms('greenleaf'), never);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SiteProvider initialSiteId="greenleaf">
          <SiteStatus />
        </SiteProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the store…');
    expect(await screen.findByText(/^fallback:/)).toBeInTheDocument();
    expect(calls.count).toBe(3);
    expect(toasts.error).toHaveBeenCalledWith(TIMEOUT_MESSAGE, { id: 'cms-fallback' });
    expect(CMS_FALLBACK_MESSAGE).not.toBe(TIMEOUT_MESSAGE);
  });

  it('a product page leaves Loading… for the timeout message', async () => {
    answer(apiPaths.product('og-kush-flower-3-5g'), never);
    const route = routeById('product');
    if (!route) throw new Error('no product route');
    renderInApp(<ProductPage route={route} params={{ productSlug: 'og-kush-flower-3-5g' }} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(TIMEOUT_MESSAGE);
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('a product grid leaves Loading… for the empty list (spec 8: failed product menu call)', async () => {
    const calls = answer(apiPaths.menuProducts, never);
    renderInApp(<ProductMenuView filter={{ search: 'kush' }} label="Results" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText(NO_PRODUCTS_MESSAGE)).toBeInTheDocument();
    expect(calls.count).toBe(3);
  });

  it('Sign In stops spinning and says why', async () => {
    answer(apiPaths.signIn, never);
    renderInApp(<SignInForm />);
    await userEvent.type(within(screen.getByRole('form', { name: 'Sign in' })).getByLabelText('Email'), 'shopper@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    const button = screen.getByRole('button', { name: /Sign In/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(toasts.error).toHaveBeenCalledWith(TIMEOUT_MESSAGE);
    expect(useSessionStore.getState().user).toBeNull();
    expect(within(document.body).queryByText(/Loading/)).toBeNull();
  });

  it('the CMS and menu factories carry the timeout too (server use: configureApi({ timeoutMs }))', async () => {
    answer(apiPaths.cms('greenleaf'), never);
    answer(apiPaths.menuProducts, never);
    const client = new QueryClient();
    await expect(client.fetchQuery(cmsQuery('greenleaf'))).rejects.toMatchObject({ kind: 'timeout' });
    await expect(client.fetchQuery(productMenuQuery({ provider: 'ecommerce', menuType: 'RECREATIONAL' }))).resolves.toEqual({
      products: [],
      total: 0,
    });
  });
});
