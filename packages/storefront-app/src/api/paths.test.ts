import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../demo-api/src/contract.ts';
import { appApiPaths } from './paths.ts';

describe('the app calls the paths the API contract serves', () => {
  const keys = Object.keys(appApiPaths) as Array<keyof typeof appApiPaths>;
  it.each(keys)('%s', (key) => {
    const app = appApiPaths[key];
    const contract = apiPaths[key];
    if (typeof app === 'function') {
      expect(typeof contract).toBe('function');
      const sample = 'a b/ç';
      expect(app(sample)).toBe((contract as (value: string) => string)(sample));
    } else {
      expect(app).toBe(contract);
    }
  });
});
