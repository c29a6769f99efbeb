import '@storefront/tokens/fonts';
import '@storefront/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createQueryClient } from './api/queryClient.ts';
import { cmsQueryOptions } from './api/queries.ts';
import { APP_STORAGE_KEYS, readStored } from './stores/index.ts';
import { demoSites } from './site/demoSites.ts';
import { resolveSiteId } from './site/siteChoice.ts';

const queryClient = createQueryClient();
// Start the CMS call before React renders: the first paint needs it.
const siteId = resolveSiteId(window.location.search, readStored(APP_STORAGE_KEYS.demoSite), demoSites.map((site) => site.id));
void queryClient.prefetchQuery(cmsQueryOptions(siteId));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
