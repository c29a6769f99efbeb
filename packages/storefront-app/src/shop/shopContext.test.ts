import { describe, expect, it } from 'vitest';
import { parseCms } from '@storefront/components/cms';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { shopContextFor, shopContextOf } from './shopContext.ts';

const config = parseCms(cmsFixtures.greenleaf).config;
const cmsStore = config.initialSiteData.canSelectedRetailerId;

describe('who is shopping where: one context for the server and the browser', () => {
  it.each([
    ['the chosen store', { retailerId: 'ret-x', menuType: 'MEDICAL' as const }, 'ret-x', 'MEDICAL'],
    ["none chosen: the CMS's store", { retailerId: null, menuType: 'RECREATIONAL' as const }, cmsStore ?? null, 'RECREATIONAL'],
  ])('%s', (_label, preference, retailerId, menuType) => {
    expect(shopContextFor(config, preference)).toEqual({ provider: config.initialSiteData.provider, retailerId, menuType });
  });

  it.each([
    ['a browser the server has not met', null],
    ['a cookie without a preference', { cookie: { ageConsent: true, choiceSeen: false, preference: {} } }],
  ])("the server's context for %s is the stores' defaults", (_label, snapshot) => {
    expect(shopContextOf(config, snapshot)).toEqual(shopContextFor(config, { retailerId: null, menuType: 'RECREATIONAL' }));
  });

  it("the server's context follows the shopper cookie's store and menu", () => {
    const snapshot = { cookie: { ageConsent: true, choiceSeen: true, preference: { retailerId: 'ret-y', menuType: 'MEDICAL' as const } } };
    expect(shopContextOf(config, snapshot)).toMatchObject({ retailerId: 'ret-y', menuType: 'MEDICAL' });
  });
});
