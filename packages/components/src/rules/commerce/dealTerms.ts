/**
 * What a deal gives and when it runs, as its card and pages say it (spec 2.9 "Each shows the deal
 * name…"; issue 11 "show what the deal gives"): the offer ('20% OFF', '2 FOR $30'), the days and
 * hours it runs ('Every day', 'Monday–Friday · 4:00 PM–6:00 PM') and its fine print. Pure: the
 * pricing of a deal stays in pricing.ts; these only word it.
 */
import { weekdays, type Weekday } from '../../domain/types.ts';
import { formatHoursTime } from '../navigation/storeHours.ts';
import { nonBlank } from '../navigation/text.ts';
import { formatMoney } from './money.ts';
import type { SpecialDiscount } from './pricing.ts';

export const DEAL_EVERY_DAY_TEXT = 'Every day';
export const DEAL_AT_REGISTER_TEXT = 'At the register';

export interface DealTermsSource {
  discountLabel?: string | null;
  discount?: SpecialDiscount | null;
  days?: readonly Weekday[] | null;
  hours?: { start: string; end: string } | null;
}

/** Whole dollars without cents ('$30'), else money ('$12.50'). */
function dollars(amount: number): string {
  return Number.isInteger(amount) ? formatMoney(amount).replace(/\.00$/, '') : formatMoney(amount);
}

/**
 * The offer in a few capitals: the deal's own discountLabel when it has one, else worded from its
 * discount (PERCENT_OFF '20% OFF', AMOUNT_OFF '$5 OFF', FIXED_PRICE '$99', BUNDLE '2 FOR $30',
 * AT_REGISTER 'At the register'); '' when neither says anything.
 */
export function dealOfferLabel(deal: DealTermsSource): string {
  const label = nonBlank(deal.discountLabel);
  if (label !== undefined) return label;
  const discount = deal.discount;
  if (!discount || typeof discount !== 'object') return '';
  switch (discount.kind) {
    case 'PERCENT_OFF':
      return Number.isFinite(discount.percent) && discount.percent > 0 ? `${discount.percent}% OFF` : '';
    case 'AMOUNT_OFF':
      return Number.isFinite(discount.amount) && discount.amount > 0 ? `${dollars(discount.amount)} OFF` : '';
    case 'FIXED_PRICE':
      return Number.isFinite(discount.price) && discount.price > 0 ? dollars(discount.price) : '';
    case 'BUNDLE':
      return Number.isInteger(discount.quantity) && discount.quantity > 1 && Number.isFinite(discount.price)
        ? `${discount.quantity} FOR ${dollars(discount.price)}`
        : '';
    case 'AT_REGISTER':
      return DEAL_AT_REGISTER_TEXT;
    default:
      return '';
  }
}

/**
 * Consecutive runs of the week's days, Monday first as shoppers read a week, with Sunday joining a
 * run that ends on Saturday (a weekend is 'Saturday & Sunday').
 */
function runs(days: readonly Weekday[]): Weekday[][] {
  const week: readonly Weekday[] = [...weekdays.slice(1), weekdays[0]!];
  const out: Weekday[][] = [];
  for (const day of week) {
    if (!days.includes(day)) continue;
    const last = out[out.length - 1];
    const previous = week[week.indexOf(day) - 1];
    if (last && previous !== undefined && last[last.length - 1] === previous) last.push(day);
    else out.push([day]);
  }
  return out;
}

/**
 * When it runs: 'Every day' (no days, or all seven), one day ('Wednesday'), a run of three or more
 * ('Monday–Friday'), otherwise the days joined ('Saturday & Sunday', 'Monday, Wednesday & Friday');
 * a deal with hours adds them in store time ('· 4:00 PM–6:00 PM'). Unknown day names are ignored.
 */
export function dealSchedule(deal: DealTermsSource): string {
  const days = (deal.days ?? []).filter((day): day is Weekday => (weekdays as readonly string[]).includes(day));
  let when: string;
  if (days.length === 0 || new Set(days).size === weekdays.length) when = DEAL_EVERY_DAY_TEXT;
  else {
    const parts = runs(days).flatMap((run) => (run.length <= 2 ? run : [`${run[0]}–${run[run.length - 1]}`]));
    when = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} & ${parts[parts.length - 1]}`;
  }
  const start = formatHoursTime(deal.hours?.start);
  const end = formatHoursTime(deal.hours?.end);
  return start && end ? `${when} · ${start}–${end}` : when;
}

/**
 * The fine print a shopper needs before shopping the deal: an at-the-register deal's note, a fixed
 * price's sizes ('On 14g'), a bundle's 'Mix and match any {n}'; null when there is none.
 */
export function dealFinePrint(deal: DealTermsSource): string | null {
  const discount = deal.discount;
  if (!discount || typeof discount !== 'object') return null;
  if (discount.kind === 'AT_REGISTER') return nonBlank(discount.note) ?? null;
  if (discount.kind === 'FIXED_PRICE' && discount.options && discount.options.length > 0) return `On ${discount.options.join(', ')}`;
  if (discount.kind === 'BUNDLE' && Number.isInteger(discount.quantity) && discount.quantity > 1)
    return `Mix and match any ${discount.quantity}`;
  return null;
}

/**
 * Today's deals: those the API says run at the store now (runningNow); a list without that word
 * (no store chosen) is kept whole.
 */
export function dealsRunningNow<D extends { runningNow?: boolean | null }>(deals: readonly D[]): D[] {
  return deals.filter((deal) => deal.runningNow !== false);
}
