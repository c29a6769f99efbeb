/**
 * The ad slots the storefront places by name (spec 2.15), beside the cart's
 * 'cart-sidecar-desktop-banner' (CART_SIDECAR_AD_PLACEMENT, spec 2.10). A retailer's CMS ad
 * configuration (adConfig.placements) fills the ones it names; an unnamed slot logs
 * 'Slot with name "{slotName}" not found in config' and shows nothing (spec 8).
 */
export const HOME_HERO_AD_SLOT = 'home-hero-banner';
export const HOME_CAROUSEL_AD_SLOT = 'home-sponsored-carousel';
export const SEARCH_CARD_AD_SLOT = 'search-product-card';
