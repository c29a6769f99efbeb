import './happyDomNodeName.ts';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// DOM tests get msw: /api/* answered by the demo API, any other request fails its test. Node-environment
// tests (packages/demo-api) own their network, so the module is not even loaded there.
if (typeof document !== 'undefined') await import('./network.ts');
