export { AdSlot, type AdSlotProps } from './AdSlot.tsx';
export { adDesigns, SponsoredAd, SponsoredLabel, SPONSORED_PRODUCTS_TITLE, type SponsoredAdProps } from './SponsoredAd.tsx';
export { AD_RENDERED_SELECTOR, useAdLoad } from './useAdLoad.ts';
