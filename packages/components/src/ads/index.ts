export { AdSlot, type AdSlotProps } from './AdSlot.tsx';
export { AdSkeleton } from './AdSkeleton.tsx';
export { bannerBox, CardFrame, cardCount, cardWidths, SPONSORED_PRODUCTS_TITLE } from './AdLayout.tsx';
export { AD_RENDERED_SELECTOR, useAdLoad } from './useAdLoad.ts';
export { adTypeFlagMatrix, adTypeGalleryPatch, galleryAdSlot } from './adTypeFlagMatrix.ts';
