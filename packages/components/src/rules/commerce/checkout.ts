/**
 * Checkout (issue 11; spec 2.11, 4 and 5): the pickup or delivery time slots a store offers from its
 * own hours (scheduled ordering), and the checkout form's check with the spec's messages.
 *
 * Our readings where the spec is silent:
 * - Slots follow the store's slot settings (pickupSlots.ts, issue 35); without settings they are
 *   every 30 minutes, the first at least 30 minutes from now, today and the next 2 days, when the
 *   store is open at that instant in its own time zone (isStoreOpen: special hours first, then the
 *   day's pickup hours).
 * - Paying is 'at pickup' (or on delivery) or by card; a card needs the spec's ccNum / ccExp checks and
 *   only its last four digits ever leave the form.
 * - A medical order needs the patient's medical card number and its expiry.
 */
import type { MenuType, OrderType } from '../../domain/types.ts';
import { isSlotOffered, offeredSlots, storeSlotSettings, type OfferedSlot, type SlotSource } from './pickupSlots.ts';
import { formCheck } from './validation.ts';

/** The checkout's first few slots (orderSlots; the slot picker lists them all). */
export const SLOT_MAX = 12;

export interface OrderSlot {
  /** ISO instant. */
  value: string;
  /** 'Today 4:30 PM', 'Tomorrow 10:00 AM', 'Saturday 9:00 AM' (store time). */
  label: string;
}

/**
 * The time slots the store offers from `now`, the first `max`, places not counted (issue 35: by the
 * store's own slot settings, pickupSlots.ts; a store without them keeps the half-hour grid).
 */
export function orderSlots(source: SlotSource, now: Date, max = SLOT_MAX): OfferedSlot[] {
  return offeredSlots(source, storeSlotSettings(source), now, {}, max);
}

/**
 * The server's check of a chosen slot by the store's settings: on its slot grid, still ahead of now,
 * on an offered day and in the store's hours (isSlotOffered; the places are counted by the database).
 */
export function isOfferedSlot(source: SlotSource, slot: string, now: Date): boolean {
  return isSlotOffered(source, storeSlotSettings(source), slot, now);
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
