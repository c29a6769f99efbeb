/**
 * The Lighthouse benchmark's baseline: the smallest client-rendered React 19 app (one heading),
 * built by tests/bench/lighthouse.ts into tests/bench/bare/dist and served at /__bare/ by the
 * storefront server (same compression as the storefront's pages).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <main>
      <h1>Bare React page</h1>
    </main>
  </StrictMode>,
);
