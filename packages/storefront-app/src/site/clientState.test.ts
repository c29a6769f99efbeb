import { describe, expect, it } from 'vitest';
import { readClientState, readShopperSnapshot, serializeClientState, type ClientState } from './clientState.ts';

const state: ClientState = { siteId: 'greenleaf', pageKind: 'product', queries: { queries: [], mutations: [] } };

describe('client state', () => {
  it('round-trips, with </script> in data kept inert', () => {
    const withScript = { ...state, siteId: '</script><script>alert(1)</script>' };
    const text = serializeClientState(withScript);
    expect(text).not.toContain('</script>');
    expect(readClientState(text)).toEqual({ ...withScript, hydrate: true });
    expect(readClientState(serializeClientState({ ...state, hydrate: false }))?.hydrate).toBe(false);
  });

  it.each([
    ['', null],
    ['{not json', null],
    ['[]', null],
    ['{"siteId":"greenleaf","pageKind":"nope","queries":{"queries":[],"mutations":[]}}', null],
    ['{"siteId":1,"pageKind":"home"}', null],
  ])('%j → %j', (text, expected) => {
    expect(readClientState(text)).toBe(expected);
  });

  it('keeps the site and page when the query cache is corrupt', () => {
    expect(readClientState('{"siteId":"greenleaf","pageKind":"home","queries":{"queries":"x"}}')).toEqual({
      siteId: 'greenleaf',
      pageKind: 'home',
      queries: { queries: [], mutations: [] },
      hydrate: true,
    });
  });

  it('carries the shopper the server rendered for (its cookie, user and cart) and reads it back', () => {
    const shopper = {
      cookie: { ageConsent: true, choiceSeen: false, preference: { retailerId: 'r1', menuType: 'MEDICAL' as const } },
      user: { _id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', fullName: 'A B' },
      cart: [
        { productId: 'p1', option: '1g', quantity: 2, price: 10, product: { slug: 'p-1', name: 'P', image: '/p.svg', category: 'FLOWER' } },
      ],
    };
    expect(readClientState(serializeClientState({ ...state, shopper }))?.shopper).toEqual(shopper);
  });

  it.each<[string, unknown, unknown]>([
    ['not an object', 'x', null],
    ['a corrupt cookie: the stores’ defaults', { cookie: '{nope' }, { cookie: null }],
    ['a user without an id: unknown', { cookie: null, user: { email: 'x' } }, { cookie: null }],
    ['a guest (null user)', { cookie: null, user: null }, { cookie: null, user: null }],
    ['cart lines of the wrong shape dropped', { cookie: null, cart: [{ productId: 1 }, 'x'] }, { cookie: null, cart: [] }],
  ])('a shopper snapshot: %s', (_label, value, expected) => {
    expect(readShopperSnapshot(value)).toEqual(expected);
  });
});
