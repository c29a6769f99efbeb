/**
 * Checkout (issue 11; spec 2.11, 4 and 5): the pickup or delivery time slots a store offers from its
 * own hours (scheduled ordering), and the checkout form's check with the spec's messages.
 *
 * Our readings where the spec is silent:
 * - Slots are every 30 minutes, the first at least 30 minutes from now, up to 12 slots within 3
 *   days; a slot is offered when the store is open at that instant in its own time zone
 *   (isStoreOpen: special hours first, then the day's pickup hours).
 * - Paying is 'at pickup' (or on delivery) or by card; a card needs the spec's ccNum / ccExp checks and
 *   only its last four digits ever leave the form.
 * - A medical order needs the patient's medical card number and its expiry.
 */
import type { MenuType, OrderType } from '../../domain/types.ts';
import { formatClockMinutes, isStoreOpen, storeClock, type StoreHoursSource } from '../navigation/storeHours.ts';
import { formCheck } from './validation.ts';

export const SLOT_STEP_MINUTES = 30;
export const SLOT_LEAD_MINUTES = 30;
export const SLOT_MAX = 12;
export const SLOT_HORIZON_DAYS = 3;

export const NO_SLOTS_MESSAGE = 'No pickup times are open in the next 3 days. Please choose another store.';

export interface OrderSlot {
  /** ISO instant. */
  value: string;
  /** 'Today 4:30 PM', 'Tomorrow 10:00 AM', 'Saturday 9:00 AM' (store time). */
  label: string;
}

const STEP_MS = SLOT_STEP_MINUTES * 60_000;

/** The time slots the store offers from `now` (see the module's readings). */
export function orderSlots(source: StoreHoursSource, now: Date, max = SLOT_MAX): OrderSlot[] {
  if (Number.isNaN(now.getTime())) return [];
  const slots: OrderSlot[] = [];
  const first = Math.ceil((now.getTime() + SLOT_LEAD_MINUTES * 60_000) / STEP_MS) * STEP_MS;
  const last = now.getTime() + SLOT_HORIZON_DAYS * 24 * 60 * 60_000;
  const today = storeClock(now, source.timezone).weekday;
  const tomorrow = storeClock(new Date(now.getTime() + 24 * 60 * 60_000), source.timezone).weekday;
  for (let at = first; at <= last && slots.length < max; at += STEP_MS) {
    const when = new Date(at);
    if (!isStoreOpen(source, when)) continue;
    const clock = storeClock(when, source.timezone);
    const withinDay = at - now.getTime() < 24 * 60 * 60_000;
    const day =
      clock.weekday === today && withinDay
        ? 'Today'
        : clock.weekday === tomorrow && at - now.getTime() < 48 * 60 * 60_000
          ? 'Tomorrow'
          : clock.weekday;
    slots.push({ value: when.toISOString(), label: `${day} ${formatClockMinutes(clock.minutes)}` });
  }
  return slots;
}

/**
 * The server's check of a chosen slot: on the half-hour grid, still ahead of now, within the horizon
 * and in the store's hours. (The lead time is not re-applied: a slot chosen a few minutes ago stays good.)
 */
export function isOfferedSlot(source: StoreHoursSource, slot: string, now: Date): boolean {
  const at = Date.parse(slot);
  if (!Number.isFinite(at) || at % STEP_MS !== 0) return false;
  if (at <= now.getTime() || at > now.getTime() + SLOT_HORIZON_DAYS * 24 * 60 * 60_000) return false;
  return isStoreOpen(source, new Date(at));
}

export const paymentMethods = ['AT_PICKUP', 'CARD'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const PAYMENT_LABELS: Record<PaymentMethod, string> = { AT_PICKUP: 'Pay at pickup (cash or debit)', CARD: 'Card' };

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  slot: string;
  deliveryAddress: string;
  medicalCardNumber: string;
  medicalCardExpiry: string;
  payment: PaymentMethod;
  ccNum: string;
  ccExp: string;
  note: string;
}

export const EMPTY_CHECKOUT: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  slot: '',
  deliveryAddress: '',
  medicalCardNumber: '',
  medicalCardExpiry: '',
  payment: 'AT_PICKUP',
  ccNum: '',
  ccExp: '',
  note: '',
};

const LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  contactNumber: 'contact number',
  slot: 'a pickup time',
  deliveryAddress: 'delivery address',
  medicalCardNumber: 'medical card number',
  medicalCardExpiry: 'medical card expiry',
  ccNum: 'card number',
  ccExp: 'card expiry',
};

/**
 * The first message of the checkout check (spec 5's shared form check: required fields, e-mail,
 * contact number, ccNum, ccExp), or null when the order can be placed.
 */
export function checkoutCheck(values: CheckoutValues, context: { orderType: OrderType; menuType: MenuType }): string | null {
  const required = ['firstName', 'lastName', 'email', 'contactNumber', 'slot'];
  if (context.orderType === 'DELIVERY') required.push('deliveryAddress');
  if (context.menuType === 'MEDICAL') required.push('medicalCardNumber', 'medicalCardExpiry');
  const checked: Record<string, unknown> = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    contactNumber: values.contactNumber,
    slot: values.slot,
    ...(context.orderType === 'DELIVERY' ? { deliveryAddress: values.deliveryAddress.trim() } : {}),
    ...(context.menuType === 'MEDICAL'
      ? { medicalCardNumber: values.medicalCardNumber.trim(), medicalCardExpiry: values.medicalCardExpiry.trim() }
      : {}),
  };
  if (values.payment === 'CARD') {
    required.push('ccNum', 'ccExp');
    checked.ccNum = values.ccNum.replace(/\s+/g, '');
    checked.ccExp = values.ccExp.trim();
  }
  const slotLabel = context.orderType === 'DELIVERY' ? 'a delivery time' : 'a pickup time';
  return formCheck(checked, required, { labels: { ...LABELS, slot: slotLabel } });
}

/** The card's last four digits (all the order keeps of a card). */
export function cardLastFour(ccNum: string): string {
  return ccNum.replace(/\D/g, '').slice(-4);
}
