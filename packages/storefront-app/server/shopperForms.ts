/**
 * The shopper's forms as the server answers them (issue 31, item 2: forms that work before the
 * page's code has loaded, or without it). Each posts `application/x-www-form-urlencoded` to a path
 * of SHOPPER_FORM_PATHS (src/shop/shopperActions.ts) and gets a 303 back to the page it came from:
 * - the age gate and the store choice change the shopper cookie (the app's pure actions decide how);
 * - the cart's forms (add, a line's quantity, remove) and sign-in, sign-up and sign-out are the
 *   demo API's own calls, made in-process with the browser's cookies and address, whose cookies
 *   (the session, the guest cart) go back to the browser with the redirect.
 * A refusal comes back as `?notice=<code>` (a fixed table of messages, never text from the request).
 * Once the page has hydrated the same forms are handled in the browser, without a page load.
 */
import type { IncomingMessage } from 'node:http';
import type { DemoApi } from '@storefront/demo-api';
import type * as EntryServerModule from '../src/entry-server.tsx';

type EntryServer = typeof EntryServerModule;

export interface ShopperFormAnswer {
  /** Where to send the shopper (a path on this site). */
  location: string;
  /** Set-Cookie values for the redirect. */
  cookies: string[];
}

export interface ShopperFormContext {
  ssr: EntryServer;
  api: DemoApi;
  siteId: string;
  /** The public origin (a secure cookie over https). */
  origin: string;
  /** The browser's address, for the API's rate limits. */
  ip: string;
}

const setCookiesOf = (headers: Record<string, string | string[]> | undefined): string[] => {
  const value = headers?.['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** One call of the demo API as the browser would make it (its cookies, host and address; no Origin: this server already checked it). */
async function callApi(req: IncomingMessage, ctx: ShopperFormContext, call: { method: string; path: string; body?: unknown }) {
  const url = new URL(call.path, 'http://storefront.invalid');
  const headers: Record<string, string> = { host: req.headers.host ?? 'localhost' };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return ctx.api({ method: call.method, path: url.pathname, query: url.searchParams, body: call.body, headers, ip: ctx.ip, files: [] });
}

const text = (form: URLSearchParams, name: string, max: number): string => (form.get(name) ?? '').slice(0, max);

/** Answers one of the shopper's forms. */
export async function answerShopperForm(
  name: EntryServerModule.ShopperFormName,
  form: URLSearchParams,
  req: IncomingMessage,
  ctx: ShopperFormContext,
): Promise<ShopperFormAnswer> {
  const { ssr } = ctx;
  const back = ssr.formReturnPath(form);
  const secure = ctx.origin.startsWith('https:');
  switch (name) {
    case 'ageGate':
    case 'store': {
      const result = await ssr.answerShopperCookieForm({ form: name, siteId: ctx.siteId, cookieHeader: req.headers.cookie, fields: form });
      return { location: result.location, cookies: result.cookie ? [ssr.shopperCookieString(result.cookie, secure)] : [] };
    }
    case 'cart': {
      const change = ssr.cartFormChange(form);
      if (!change) return { location: ssr.withNotice(back, 'cart-failed'), cookies: [] };
      const answer = await callApi(req, ctx, ssr.cartApiCall(change));
      const location = answer.status < 400 ? back : ssr.withNotice(back, answer.status === 429 ? 'too-many-attempts' : 'cart-failed');
      return { location, cookies: setCookiesOf(answer.headers) };
    }
    case 'signIn':
    case 'signUp': {
      const body =
        name === 'signIn'
          ? { email: text(form, 'email', 320), password: text(form, 'password', 1000) }
          : {
              firstName: text(form, 'firstName', 200),
              lastName: text(form, 'lastName', 200),
              email: text(form, 'email', 320),
              password: text(form, 'password', 1000),
              ...(form.get('contactNumber')?.trim() ? { phone: text(form, 'contactNumber', 40).trim() } : {}),
            };
      const answer = await callApi(req, ctx, { method: 'POST', path: name === 'signIn' ? '/api/auth/sign-in' : '/api/auth/sign-up', body });
      if (answer.status < 400) return { location: ssr.afterSignIn(back), cookies: setCookiesOf(answer.headers) };
      const code = answer.status === 429 ? 'too-many-attempts' : name === 'signIn' ? 'sign-in-failed' : 'sign-up-failed';
      return { location: ssr.withNotice(back, code), cookies: setCookiesOf(answer.headers) };
    }
    case 'signOut': {
      const answer = await callApi(req, ctx, { method: 'POST', path: '/api/auth/sign-out' });
      return { location: back, cookies: setCookiesOf(answer.headers) };
    }
  }
}
