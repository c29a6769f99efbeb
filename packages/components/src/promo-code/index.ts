export { PromoCodeField, promoAppliedText, type PromoApplyAnswer, type PromoCodeFieldProps } from './PromoCodeField.tsx';
