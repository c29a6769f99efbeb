export { PriceTag, type PriceTagProps } from './PriceTag.tsx';
export { CartSummary, LimitMeter, CART_DISCOUNT_LABEL, CART_NO_TAX_NOTE, CART_TAXES_LABEL, CART_TOTAL_LABEL, type CartSummaryProps } from './CartSummary.tsx';
export { CheckoutForm, PLACE_ORDER_LABEL, type CheckoutFormProps } from './CheckoutForm.tsx';
export { OrderConfirmation, orderPlacedHeading, type OrderConfirmationProps } from './OrderConfirmation.tsx';
