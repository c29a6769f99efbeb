/**
 * The browser entry: hydrates the server-rendered page. The server's query cache (CMS and the
 * route loader's data) arrives as JSON in #sf-state; the current route's page module is loaded
 * before hydrating, so the first client render is the server's tree (no Suspense fallback, no
 * mismatch), and so is the chrome of this window's side of the breakpoint (layout/slots/viewportChrome.ts).
 * The persisted stores load their stored values after hydration (stores/hydrate.ts).
 */
import '@storefront/tokens/fonts';
import '@storefront/tokens';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { App } from './App.tsx';
import { createQueryClient } from './api/queryClient.ts';
import { preloadPage } from './routes/lazyPages.tsx';
import { preloadViewportChrome } from './layout/slots/viewportChrome.ts';
import { readClientState, STATE_ELEMENT_ID } from './site/clientState.ts';
import { demoSites } from './site/demoSites.ts';
import { applyShopperSnapshot, connectShopperCookie } from './shop/browserShopper.ts';

function ClientRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
const state = readClientState(document.getElementById(STATE_ELEMENT_ID)?.textContent);
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
const siteId = state?.siteId ?? demoSites[0]?.id ?? '';
const shopper = state?.shopper ?? null;
// The stores start where the server's render did (the shopper's cookie and session), so nothing the
// shopper saw in the HTML changes at hydration; the cookie follows the stores from then on.
applyShopperSnapshot(shopper);
connectShopperCookie();
const app = (
  <StrictMode>
    <App queryClient={queryClient} siteId={siteId} Router={ClientRouter} preview={state?.preview ?? null} shopper={shopper} />
  </StrictMode>
);

if (state?.hydrate && container.hasChildNodes()) {
  // A failed page-module load is not fatal: the page's Suspense boundary hydrates when it arrives.
  // The chrome this window shows (the mobile header and bottom bar, or the desktop header) comes with
  // it; the other side's HTML stays as the server wrote it, hidden and without its code.
  await Promise.all([preloadPage(state.pageKind).catch(() => undefined), preloadViewportChrome('shown')]);
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a plain
  // hydrateRoot renders the whole page in one task: on a slow phone, one long block of the main thread).
  // A click or key before it finishes hydrates the part it lands on first.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        // The component stack says where the server's HTML and the first client render differed.
        console.error('[hydrate] recoverable error', error, info.componentStack ?? '');
      },
    });
  });
} else {
  createRoot(container).render(app);
}
