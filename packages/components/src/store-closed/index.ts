// The store-closed modal and the checkout notice (spec 2.12, 5).
export { StoreClosedModal, CheckoutClosedNotice, type StoreClosedModalProps, type StoreClosedContent } from './StoreClosedModal.tsx';
