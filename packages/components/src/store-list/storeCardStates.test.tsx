import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { flagCombinations, mergePatch } from '../cms/flagMatrix.ts';
import { parseCms } from '../cms/parseCms.ts';
import { StoreCard } from './StoreCard.tsx';
import { storeCardFlagMatrix } from './storeCardFlagMatrix.ts';
import { STORE_CARD_STATES_NOW, storeCardStateIds, storeCardStates, storeInState, type StoreCardState } from './storeCardStates.ts';

const base = retailers.find((r) => r.menuTypes.includes('MEDICAL') && r.menuTypes.includes('RECREATIONAL'))!;

function renderState(state: (typeof storeCardStateIds)[number], isMedicalTypeOn: boolean) {
  const { props }: StoreCardState = storeCardStates[state];
  render(<StoreCard retailer={storeInState(base, state)} now={STORE_CARD_STATES_NOW} isMedicalTypeOn={isMedicalTypeOn} {...props} />);
  return within(screen.getByRole('article', { name: storeCardStates[state].name }));
}

describe('storeCardStates', () => {
  it.each(storeCardStateIds)('%s shows its proving text at the table’s clock', (state) => {
    expect(renderState(state, true).getByText(storeCardStates[state].shows, { exact: true })).toBeInTheDocument();
  });

  it('names the store after the state and keeps the base store unchanged', () => {
    const before = JSON.stringify(base);
    expect(storeInState(base, 'closed-today')).toMatchObject({ id: 'closed-today', name: 'Closed on Fridays' });
    expect(storeInState(base, 'closed-today').pickupHours.Friday.active).toBe(false);
    expect(storeInState(base, 'one-day').pickupHours).toSatisfy((hours: typeof base.pickupHours) =>
      Object.entries(hours).every(([day, h]) => h.active === (day === 'Sunday')),
    );
    expect(JSON.stringify(base)).toBe(before);
  });
});

describe('storeCardFlagMatrix', () => {
  const combinations = flagCombinations(storeCardFlagMatrix.axes);

  it('is every state × the medical menus on and off', () => {
    expect(storeCardFlagMatrix.variants).toBe(storeCardStateIds);
    expect(combinations.map((c) => c.label)).toEqual(['medical menus: off', 'medical menus: on']);
  });

  // Spec 2.8: MEDICAL only when isMedicalTypeOn; RECREATIONAL reads 'Shop This Location' when it is off.
  it.each([
    ['medical menus: on', ['Shop Medical', 'Shop Recreational']],
    ['medical menus: off', ['Shop This Location']],
  ])('%s: a store with both menus offers %j', (label, buttons) => {
    const combination = combinations.find((c) => c.label === label)!;
    const { isMedicalTypeOn } = parseCms(mergePatch(cmsFixtures['copper-state'], combination.patch)).config.retailerMenuTypeSettingsCMS;
    const card = renderState('open', isMedicalTypeOn);
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
  });
});
