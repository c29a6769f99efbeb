import { describe, expect, it } from 'vitest';
import type { MenuType } from '../constants.ts';
import { callLabel, distanceLabel, storeCardButtons } from './storeCard.ts';
import type { StoreCardButtonsInput } from './storeCard.ts';

describe('distanceLabel ("{n} Miles" with 2 decimals)', () => {
  it.each([
    [3.456, '3.46 Miles'],
    [0, '0.00 Miles'],
    [12, '12.00 Miles'],
    [59.999, '60.00 Miles'],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (distance, expected) => {
    expect(distanceLabel(distance)).toBe(expected);
  });
});

describe('callLabel ("Call : {phone}")', () => {
  it.each([
    [{ contactNumber: '(248) 555-0100' }, 'Call : (248) 555-0100'],
    [{ contactNumber: '  ', retailerPhoneNumber: '248-555-0199' }, 'Call : 248-555-0199'],
    [{ contactNumber: null }, null],
    [{}, null],
  ])('%j → %j', (retailer, expected) => {
    expect(callLabel(retailer)).toBe(expected);
  });
});

describe('storeCardButtons (spec 2.8)', () => {
  const both: MenuType[] = ['RECREATIONAL', 'MEDICAL'];
  const base: StoreCardButtonsInput = { menuTypes: both, isMedicalTypeOn: true, isCurrentStore: false, currentMenuType: null };

  it.each<[string, Partial<StoreCardButtonsInput>, string[]]>([
    ['medical on, another store', {}, ['Shop Medical', 'Shop Recreational']],
    [
      'medical on, current store on MEDICAL',
      { isCurrentStore: true, currentMenuType: 'MEDICAL' },
      ['Shopping Medical', 'Shop Recreational'],
    ],
    [
      'medical on, current store on RECREATIONAL',
      { isCurrentStore: true, currentMenuType: 'RECREATIONAL' },
      ['Shop Medical', 'Shopping Recreational'],
    ],
    ['medical on, another store on the same menu', { currentMenuType: 'MEDICAL' }, ['Shop Medical', 'Shop Recreational']],
    ['medical off', { isMedicalTypeOn: false }, ['Shop This Location']],
    ['medical missing', { isMedicalTypeOn: null }, ['Shop This Location']],
    ['medical off, current', { isMedicalTypeOn: false, isCurrentStore: true, currentMenuType: 'RECREATIONAL' }, ['Shopping This Location']],
    ['medical-only store, medical off', { menuTypes: ['MEDICAL'], isMedicalTypeOn: false }, []],
    ['recreational-only store', { menuTypes: ['RECREATIONAL'] }, ['Shop Recreational']],
    ['duplicated menu types', { menuTypes: ['MEDICAL', 'MEDICAL'] }, ['Shop Medical']],
    ['no menu types', { menuTypes: null }, []],
    ['switching to MEDICAL', { switchingMenuType: 'MEDICAL' }, ['Loading...', 'Shop Recreational']],
  ])('%s → %j', (_case, input, labels) => {
    expect(storeCardButtons({ ...base, ...input }).map((button) => button.label)).toEqual(labels);
  });

  it('shows a location alert for the current store’s active menu and switches with PICKUP otherwise', () => {
    const buttons = storeCardButtons({ ...base, isCurrentStore: true, currentMenuType: 'MEDICAL' });
    expect(buttons.map(({ menuType, action, orderType, isCurrent }) => ({ menuType, action, orderType, isCurrent }))).toEqual([
      { menuType: 'MEDICAL', action: 'locationAlert', orderType: 'PICKUP', isCurrent: true },
      { menuType: 'RECREATIONAL', action: 'switch', orderType: 'PICKUP', isCurrent: false },
    ]);
  });

  it.each<[MenuType | null | undefined, boolean]>([
    ['RECREATIONAL', true],
    [null, false],
    [undefined, false],
  ])('while switching to %j every button disabled → %s', (switchingMenuType, disabled) => {
    expect(storeCardButtons({ ...base, switchingMenuType }).map((button) => button.disabled)).toEqual([disabled, disabled]);
  });
});
