import './happyDomNodeName.ts';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// DOM tests get msw: /api/* answered by the demo API, any other request fails its test. Node-environment
// tests (packages/demo-api) own their network, so the module is not even loaded there.
if (typeof document !== 'undefined') {
  await import('./network.ts');
  // The Carousel imports its Swiper row after mounting. Loaded here first, so a test file that renders
  // a carousel never ends with that import still pending when its environment is torn down ('Cannot
  // load … after the environment was torn down').
  await import('@storefront/components/carousel/swiper-row');
}
