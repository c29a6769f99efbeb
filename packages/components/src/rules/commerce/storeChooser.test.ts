import { describe, expect, it } from 'vitest';
import {
  applyLocationSearch,
  chooseState,
  closestRetailersRequest,
  deliveryPanel,
  effectiveRetailerId,
  filterRetailersByName,
  initialPreferenceTab,
  preferenceStartsWithStateList,
  preferenceTabFor,
  preferenceTabOrderType,
  retailerListMessage,
  retailersInState,
  statesWithRetailers,
  visiblePreferenceTabs,
} from './storeChooser.ts';
import type { ChooserRetailer } from './storeChooser.ts';

const store = (name: string, state: string | null): ChooserRetailer => ({ name, addressObject: { state } });
const retailers = [
  store('Green Leaf Detroit', 'MI'),
  store('Ann Arbor Buds', ' MI '),
  store('Toledo Grove', 'OH'),
  store('Chicago Canna', 'IL'),
];

describe('statesWithRetailers: unique and sorted', () => {
  it.each<[string, ChooserRetailer[], string[]]>([
    ['sorted, unique, trimmed', retailers, ['IL', 'MI', 'OH']],
    ['empty', [], []],
    ['blank or missing state dropped', [store('A', ''), store('B', null), { name: 'C' }, { name: 'D', addressObject: null }], []],
  ])('%s', (_name, list, expected) => {
    expect(statesWithRetailers(list)).toEqual(expected);
  });
});

describe('retailersInState', () => {
  it.each([
    ['MI', ['Green Leaf Detroit', 'Ann Arbor Buds']],
    [' OH ', ['Toledo Grove']],
    ['CA', []],
    ['', ['Green Leaf Detroit', 'Ann Arbor Buds', 'Toledo Grove', 'Chicago Canna']],
    [null, ['Green Leaf Detroit', 'Ann Arbor Buds', 'Toledo Grove', 'Chicago Canna']],
  ])('%s', (state, names) => {
    expect(retailersInState(retailers, state).map((r) => r.name)).toEqual(names);
  });
});

describe('filterRetailersByName: case-insensitive, trimmed', () => {
  const list: ChooserRetailer[] = [...retailers, { retailerName: 'Lansing Leaf' }, { name: '', retailerName: null }];
  it.each([
    ['leaf', ['Green Leaf Detroit', 'Lansing Leaf']],
    ['  GREEN  ', ['Green Leaf Detroit']],
    ['zzz', []],
  ])('%s', (query, names) => {
    expect(filterRetailersByName(list, query).map((r) => r.name || r.retailerName)).toEqual(names);
  });
  it.each([[''], ['   '], [null]])('blank query %o keeps all', (query) => {
    expect(filterRetailersByName(list, query)).toHaveLength(list.length);
  });
});

describe('chooseState', () => {
  it('keeps the state, clears the name filter, resets the tab to PICKUP', () => {
    expect(chooseState('MI')).toEqual({ state: 'MI', nameFilter: '', tab: 'PICKUP' });
  });
});

describe('preference tabs', () => {
  it.each([
    [{}, ['PICKUP', 'CURBSIDE', 'DELIVERY']],
    [{ turnOffCurbsidePickup: true }, ['PICKUP', 'DELIVERY']],
    [{ hideDeliveryBtn: true }, ['PICKUP', 'CURBSIDE']],
    [{ turnOffCurbsidePickup: true, hideDeliveryBtn: true }, ['PICKUP']],
    [{ turnOffCurbsidePickup: null, hideDeliveryBtn: false }, ['PICKUP', 'CURBSIDE', 'DELIVERY']],
  ])('%o → %o', (settings, tabs) => {
    expect(visiblePreferenceTabs(settings)).toEqual(tabs);
  });
  it.each([
    ['PICKUP', 'PICKUP'],
    ['CURBSIDE_PICKUP', 'CURBSIDE'],
    ['DELIVERY', 'DELIVERY'],
  ] as const)('order type %s ↔ tab %s', (orderType, tab) => {
    expect(preferenceTabFor(orderType)).toBe(tab);
    expect(preferenceTabOrderType[tab]).toBe(orderType);
  });
});

describe('deliveryPanel', () => {
  it.each([
    [{ isActive: true }, { kind: 'form' }],
    [{ isActive: false }, { kind: 'unavailable', message: 'Sorry, delivery is currently unavailable.' }],
    [{}, { kind: 'unavailable', message: 'Sorry, delivery is currently unavailable.' }],
  ])('%o', (settings, expected) => {
    expect(deliveryPanel(settings)).toEqual(expected);
  });
});

describe('retailerListMessage (spec 8)', () => {
  it.each([
    [0, 0, 'We are sorry, currently no retailer is found.'],
    [4, 0, 'We are sorry, no retailer matches your search.'],
    [4, 1, null],
    [4, 4, null],
  ])('total %i, shown %i → %s', (totalCount, shownCount, expected) => {
    expect(retailerListMessage({ totalCount, shownCount })).toBe(expected);
  });
});

describe('applyLocationSearch: latitude other than 0 replaces the list', () => {
  const current = ['a', 'b'];
  it.each([
    [42.5, ['x'], ['x']],
    [-0.0001, ['x'], ['x']],
    [42.5, [], []],
    [0, ['x'], ['a', 'b']],
  ])('latitude %d', (latitude, found, expected) => {
    expect(applyLocationSearch(current, { latitude, retailers: found })).toEqual(expected);
  });
});

describe('closestRetailersRequest (spec 7)', () => {
  it('defaults maxDistance to 60', () => {
    expect(closestRetailersRequest({ retailerFilterPath: '/retailer/filter', userLatitude: 42.549, userLongitude: -83.167 })).toEqual({
      path: '/retailer/filter?type=Closest Location',
      body: { userLatitude: 42.549, userLongitude: -83.167, maxDistance: 60 },
    });
  });
  it('keeps a given maxDistance', () => {
    expect(closestRetailersRequest({ retailerFilterPath: '/r', userLatitude: 1, userLongitude: 2, maxDistance: 25 }).body.maxDistance).toBe(
      25,
    );
  });
});

describe('effectiveRetailerId — the chosen retailer, else the CMS canSelectedRetailerId', () => {
  it.each([
    ['r1', 'cms', 'r1'],
    [null, 'cms', 'cms'],
    ['', 'cms', 'cms'],
    [null, '', null],
    [null, null, null],
    ['  ', undefined, null],
    [' r2 ', 'cms', 'r2'],
  ] as const)('chosen %j, CMS %j → %j', (chosen, cms, expected) => {
    expect(effectiveRetailerId(chosen, cms)).toBe(expected);
  });
});

describe('preferenceStartsWithStateList — "when state selection is enabled and neither a state nor a retailer is set, it shows only the state list first"', () => {
  it.each<[boolean | null, string | null, string | null, boolean]>([
    [true, null, null, true],
    [true, '  ', '', true],
    [true, 'MI', null, false],
    [true, null, 'ret-mi-detroit', false],
    [false, null, null, false],
    [null, null, null, false],
  ])('enableStateSelector %j, state %j, retailer %j → %j', (enableStateSelector, state, retailerId, expected) => {
    expect(preferenceStartsWithStateList({ enableStateSelector, state, retailerId })).toBe(expected);
  });
});

describe('initialPreferenceTab', () => {
  it.each<[Parameters<typeof initialPreferenceTab>[0], Parameters<typeof initialPreferenceTab>[1], string]>([
    ['CURBSIDE_PICKUP', ['PICKUP', 'CURBSIDE', 'DELIVERY'], 'CURBSIDE'],
    ['DELIVERY', ['PICKUP', 'CURBSIDE', 'DELIVERY'], 'DELIVERY'],
    ['DELIVERY', ['PICKUP', 'CURBSIDE'], 'PICKUP'],
    ['CURBSIDE_PICKUP', ['PICKUP', 'DELIVERY'], 'PICKUP'],
    [null, ['PICKUP'], 'PICKUP'],
    ['PICKUP', [], 'PICKUP'],
  ])('%j with tabs %j → %s', (orderType, visible, expected) => {
    expect(initialPreferenceTab(orderType, visible)).toBe(expected);
  });
});
