export { PriceTag, type PriceTagProps } from './PriceTag.tsx';
export {
  CartSummary,
  LimitMeter,
  CART_DISCOUNT_LABEL,
  CART_NO_TAX_NOTE,
  CART_TAXES_LABEL,
  CART_TOTAL_LABEL,
  type CartSummaryProps,
} from './CartSummary.tsx';
export { CheckoutForm, PLACE_ORDER_LABEL, type CheckoutFormProps } from './CheckoutForm.tsx';
export {
  OrderConfirmation,
  OrderDetails,
  orderPlacedHeading,
  orderStatusLabel,
  type OrderConfirmationProps,
  type OrderDetailsProps,
} from './OrderConfirmation.tsx';
export { CartItemRow, MOVE_TO_WISHLIST_LABEL, SAVE_FOR_LATER_LABEL, type CartItemRowItem, type CartItemRowProps } from './CartItemRow.tsx';
export {
  CartSidebar,
  CART_SIDEBAR_TITLE,
  CART_SIDECAR_AD_PLACEMENT,
  CLEAR_ALL_LABEL,
  type CartSidebarLine,
  type CartSidebarProps,
} from './CartSidebar.tsx';
export { cartLocationFromCms } from './cartLocation.ts';
export { CartButtons, ViewCartLink, CHECKOUT_LABEL, VIEW_CART_LABEL, type CartButtonsProps } from './CartButtons.tsx';
export { ProductCard, PRODUCT_CARD_IMAGE_SIZE, type ProductCardProps } from './ProductCard.tsx';
export {
  ProductPurchase,
  ADD_TO_CART_LABEL,
  ADD_TO_LIST_LABEL,
  SAVED_TO_LIST_LABEL,
  CHOOSE_OPTION_LEGEND,
  type ProductPurchaseProps,
} from './ProductPurchase.tsx';
export { ProductLabResults, type ProductLabResultsProps } from './ProductLabResults.tsx';
export { CART_FORM_FIELDS, cartFormIntents, type CartFormIntent } from './cartForm.ts';
export { QuickAdd, QUICK_ADD_LABEL, quickAddOptionLabel, type QuickAddProps } from './QuickAdd.tsx';
export { CheckoutOffer, type CheckoutOfferProps } from './CheckoutOffer.tsx';
export {
  OrderCard,
  CANCEL_ORDER_LABEL,
  ORDER_DETAILS_FAILED_MESSAGE,
  ORDER_DETAILS_LABEL,
  orderHeading,
  type OrderCardProps,
} from './OrderCard.tsx';
export {
  SavedForLater,
  CHOOSE_OPTION_LABEL,
  MOVE_TO_CART_LABEL,
  NOT_ON_MENU_MESSAGE,
  NOTHING_SAVED_MESSAGE,
  REMOVE_SAVED_LABEL,
  SAVED_FOR_LATER_TITLE,
  type SavedForLaterEntry,
  type SavedForLaterProps,
} from './SavedForLater.tsx';
export { CheckoutNotice } from './CheckoutNotice.tsx';
export { CartStockNotice } from './CartStockNotice.tsx';
