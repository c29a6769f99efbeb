/**
 * Checkout (issue 11): the cart priced at the shown store, the checkout form (details, a time the
 * store offers, address, medical card, payment, note) and 'Place order'. Orders are placed from the
 * signed-in shopper's server cart (the local cart is synced to it); a guest is asked to sign in and
 * comes back here with the cart intact. The server prices the order again, checks the limits and
 * the time slot, and answers with the order shown as the confirmation.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CartSummary,
  CheckoutForm,
  OrderConfirmation,
  SmartLink,
  cardLastFour,
  homePath,
  notify,
  orderSlots,
  orderWhenLabel,
  storeName,
  type CheckoutValues,
  Inline,
  Stack,
} from '@storefront/components';
import { nextSlotsOf, placeOrder, storeSlotsQuery, type PlacedOrder } from '@storefront/components/api';
import { cartSync } from '../../cart/index.ts';
import { useCheckoutHold } from '../../cart/useCheckoutHold.tsx';
import { CartPromoField } from '../../cart/useCartPromo.tsx';
import { usePricedCart } from '../../cart/usePricedCart.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { useNow, useStoreStatus } from '../../store-choice/useStoreStatus.ts';
import { useCartStore, usePreferenceStore, useSessionStore } from '../../stores/index.ts';
import { useShop } from '../../shop/useShop.ts';
import { CartLines } from './CartLines.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import * as css from '../shared/page.css.ts';
import * as cartCss from './cartLayout.css.ts';

export const KEEP_SHOPPING_LABEL = 'Keep shopping';
export const BACK_TO_CART_LABEL = 'Back to cart';

const newRequestKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** What the shopper typed, kept for this tab (never the card): a failed call or a reload loses nothing. */
const DRAFT_KEY = 'checkoutDraft';
function readDraft(): Partial<CheckoutValues> {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(DRAFT_KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<CheckoutValues>) : {};
  } catch {
    return {};
  }
}
function writeDraft(values: CheckoutValues | null): void {
  try {
    if (!values) sessionStorage.removeItem(DRAFT_KEY);
    else {
      const { ccNum: _ccNum, ccExp: _ccExp, slot: _slot, ...kept } = values;
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
    }
  } catch {
    // Storage full or blocked: the form still holds the values.
  }
}

export function CheckoutPage({ route }: PageProps) {
  const { config } = useSite();
  const cart = usePricedCart();
  const empty = useCartStore((state) => state.items.length === 0);
  const user = useSessionStore((state) => state.user);
  const orderType = usePreferenceStore((state) => state.orderType) ?? 'PICKUP';
  const { menuType } = useShop();
  const { retailer, retailerId } = useStoreStatus();
  const hold = useCheckoutHold(cart);
  const now = useNow();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const requestKey = useRef(newRequestKey());
  const [draft] = useState(readDraft);
  // The store's slots with the places left (a full one is not offered); until they come, its hours' slots.
  const storeSlots = useQuery({ ...storeSlotsQuery(retailerId ?? ''), enabled: Boolean(retailerId && user) });
  const [slotMessage, setSlotMessage] = useState<string | null>(null);
  // The confirmation replaces the form where the shopper pressed 'Place order' (far down on a phone):
  // it is brought into view and given focus, so it is seen and read, not only the toast (issue 35).
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!placed) return;
    confirmation.current?.scrollIntoView({ block: 'start' });
    confirmation.current?.focus({ preventScroll: true });
  }, [placed]);

  if (placed) {
    const when = orderWhenLabel({ orderType: placed.orderType, slot: placed.details?.slot ?? null }, retailer?.timezone);
    return (
      <PageFrame title="Order placed">
        <div ref={confirmation} tabIndex={-1} data-focus="order-confirmation">
          <OrderConfirmation
            number={placed.number}
            status={placed.status}
            storeName={retailer ? storeName(retailer) : null}
            when={when}
            lines={placed.lines}
            subtotal={placed.subtotal}
            discount={placed.discount}
            promo={placed.promo ?? null}
            tax={placed.tax}
            total={placed.total}
            actions={
              <p className={css.text}>
                <SmartLink href="/your-order">Your Order</SmartLink> ·{' '}
                <SmartLink href={homePath(config.siteSettings.homeLink)}>{KEEP_SHOPPING_LABEL}</SmartLink>
              </p>
            }
          />
        </div>
      </PageFrame>
    );
  }

  if (empty)
    return (
      <PageFrame title={route.title}>
        <EmptyCart />
      </PageFrame>
    );

  const summary = (
    <>
      <CartPromoField />
      <CartSummary totals={cart.totals} taxesKnown={cart.taxesKnown} limits={cart.limits} />
    </>
  );
  const overLimit = cart.limits.some((use) => use.over);

  const submit = async (values: CheckoutValues) => {
    if (!retailerId) return;
    setSubmitting(true);
    setSlotMessage(null);
    // The order is placed from the server cart: let the shopper's last changes reach it first.
    await cartSync.settled();
    const result = await placeOrder({
      requestKey: requestKey.current,
      retailerId,
      orderType,
      pricingType: menuType,
      contact: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.contactNumber.trim(),
      },
      slot: values.slot,
      ...(orderType === 'DELIVERY' ? { deliveryAddress: values.deliveryAddress.trim() } : {}),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
      payment:
        values.payment === 'CARD'
          ? { method: 'CARD', cardLastFour: cardLastFour(values.ccNum), cardExpiry: values.ccExp.trim() }
          : { method: 'AT_PICKUP' },
      ...(menuType === 'MEDICAL'
        ? { medicalCard: { number: values.medicalCardNumber.trim(), expiry: values.medicalCardExpiry.trim() } }
        : {}),
    });
    setSubmitting(false);
    if (!result.ok) {
      // The server's reason is shown as a toast; the form keeps every value. A time that just filled
      // up is said in the picker too, and the picker refreshed (its first open time is then chosen).
      if (nextSlotsOf(result.response)) {
        setSlotMessage(result.message);
        void storeSlots.refetch();
      }
      return;
    }
    writeDraft(null);
    // The server emptied the account cart with the order: the local copy follows without a call.
    useCartStore.getState().replace([]);
    requestKey.current = newRequestKey();
    setPlaced(result.response.data);
  };

  return (
    <PageFrame title={route.title}>
      {/* Where the spec hides the header and footer on checkout, this is the way back (issue 11: on every theme). */}
      <p className={css.text}>
        <SmartLink href={homePath(config.siteSettings.homeLink)}>{KEEP_SHOPPING_LABEL}</SmartLink> ·{' '}
        <SmartLink href="/cart">{BACK_TO_CART_LABEL}</SmartLink>
      </p>
      <Inline gap="xl" align="start">
        <div className={cartCss.lines}>
          {user ? (
            <CheckoutForm
              orderType={orderType}
              menuType={menuType}
              slots={storeSlots.data?.slots ?? (retailer && now ? orderSlots(retailer, now, Number.POSITIVE_INFINITY) : [])}
              slotMessage={slotMessage}
              initialValues={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '', ...draft }}
              disabled={hold.held || overLimit || !retailerId}
              submitting={submitting}
              onSubmit={(values) => void submit(values)}
              onInvalid={(message) => notify.warning(message)}
              onChange={writeDraft}
              summary={hold.notice}
            />
          ) : (
            <Stack as="section" gap="md" aria-label="Sign in to check out">
              <p className={css.text}>Orders are placed from your account so you can follow them. Your cart stays as it is.</p>
              <p className={css.text}>
                <SmartLink href="/sign-in?next=/checkout">Sign in to place your order</SmartLink>
              </p>
            </Stack>
          )}
        </div>
        <Stack gap="md" className={cartCss.summary}>
          <Stack gap="md">
            {summary}
            <CartLines cart={cart} editable={false} />
          </Stack>
        </Stack>
      </Inline>
    </PageFrame>
  );
}
