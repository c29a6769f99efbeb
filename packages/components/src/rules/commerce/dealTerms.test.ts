import { describe, expect, it } from 'vitest';
import { specials } from '@storefront/fixtures/catalog';
import {
  DEAL_AT_REGISTER_TEXT,
  DEAL_EVERY_DAY_TEXT,
  dealFinePrint,
  dealOfferLabel,
  dealSchedule,
  dealsRunningNow,
  type DealTermsSource,
} from './dealTerms.ts';

const bySlug = (slug: string) => {
  const found = specials.find((s) => s.urlSlug === slug);
  if (!found) throw new Error(`no demo special ${slug}`);
  return found as DealTermsSource;
};

describe('every demo special, as its card words it', () => {
  it.each([
    ['20-off-all-flower', '20% OFF', 'Every day', null],
    ['vape-wednesday', '15% OFF', 'Wednesday', null],
    ['edible-friday', '$5 OFF', 'Friday', null],
    ['munchie-monday', '2 FOR $30', 'Monday', 'Mix and match any 2'],
    ['weekend-warm-up', '10% OFF', 'Saturday & Sunday', null],
    ['half-ounce-harvest-deal', 'HARVEST PRICE', 'Every day', 'On 14g'],
    ['happy-hour', '10% OFF', 'Monday–Friday · 4:00 PM–6:00 PM', null],
    ['veterans-appreciation', '10% OFF', 'Every day', 'Applied at the register with a valid military ID.'],
  ])('%s: %s, %s', (slug, offer, schedule, finePrint) => {
    const deal = bySlug(slug);
    expect(dealOfferLabel(deal)).toBe(offer);
    expect(dealSchedule(deal)).toBe(schedule);
    expect(dealFinePrint(deal)).toBe(finePrint);
  });

  it('every demo special has an offer and a schedule', () => {
    for (const special of specials) {
      expect(dealOfferLabel(special as DealTermsSource), special.urlSlug).not.toBe('');
      expect(dealSchedule(special as DealTermsSource), special.urlSlug).not.toBe('');
    }
  });
});

describe('dealOfferLabel without a discountLabel: worded from the discount', () => {
  it.each<[DealTermsSource['discount'], string]>([
    [{ kind: 'PERCENT_OFF', percent: 25 }, '25% OFF'],
    [{ kind: 'AMOUNT_OFF', amount: 5 }, '$5 OFF'],
    [{ kind: 'AMOUNT_OFF', amount: 2.5 }, '$2.50 OFF'],
    [{ kind: 'FIXED_PRICE', price: 99 }, '$99'],
    [{ kind: 'BUNDLE', quantity: 3, price: 40 }, '3 FOR $40'],
    [{ kind: 'AT_REGISTER', note: 'With ID.' }, DEAL_AT_REGISTER_TEXT],
    [{ kind: 'PERCENT_OFF', percent: 0 }, ''],
    [{ kind: 'BUNDLE', quantity: 1, price: 40 }, ''],
    [{ kind: 'NOPE' } as unknown as DealTermsSource['discount'], ''],
    [null, ''],
  ])('%o → %s', (discount, label) => {
    expect(dealOfferLabel({ discountLabel: '  ', discount })).toBe(label);
  });
});

describe('dealSchedule', () => {
  it.each<[DealTermsSource['days'], DealTermsSource['hours'], string]>([
    [[], null, DEAL_EVERY_DAY_TEXT],
    [null, null, DEAL_EVERY_DAY_TEXT],
    [['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], null, DEAL_EVERY_DAY_TEXT],
    [['Tuesday'], null, 'Tuesday'],
    [['Friday', 'Monday', 'Wednesday'], null, 'Monday, Wednesday & Friday'],
    [['Monday', 'Tuesday', 'Wednesday', 'Saturday'], null, 'Monday–Wednesday & Saturday'],
    [['Someday' as never, 'Sunday'], null, 'Sunday'],
    [['Sunday', 'Friday', 'Saturday'], null, 'Friday–Sunday'],
    [[], { start: '10:00', end: '12:30' }, 'Every day · 10:00 AM–12:30 PM'],
    [[], { start: '', end: '12:30' }, DEAL_EVERY_DAY_TEXT],
  ])('%o %o → %s', (days, hours, text) => {
    expect(dealSchedule({ days, hours })).toBe(text);
  });
});

describe('dealsRunningNow', () => {
  it('keeps what runs now and what the API did not judge', () => {
    const list = [{ id: 'a', runningNow: true }, { id: 'b', runningNow: false }, { id: 'c' }];
    expect(dealsRunningNow(list).map((d) => d.id)).toEqual(['a', 'c']);
  });
});
