// Navigation rules of the storefront spec: pure functions, one file per topic.
export * from './text.ts';
export * from './routes.ts';
export * from './safeHref.ts';
export * from './paths.ts';
export * from './breadcrumbs.ts';
export * from './headers.ts';
export * from './variants.ts';
export * from './chrome.ts';
export * from './storeBar.ts';
export * from './storeHours.ts';
export * from './storeCard.ts';
export * from './deals.ts';
export * from './search.ts';
export * from './highlight.ts';
export * from './shopperBadges.ts';
export * from './categories.ts';
export * from './brands.ts';
