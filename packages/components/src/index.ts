// Public entry of the design system. Each folder owns its index.ts; this file only re-exports.
export * from './domain/index.ts';
export * from './rules/index.ts';
export * from './cms/index.ts';
export * from './theme/index.ts';
export * from './primitives/index.ts';
export * from './ticker/index.ts';
export * from './breadcrumbs/index.ts';
export * from './header/index.ts';
export * from './bottom-bar/index.ts';
export * from './overlays/index.ts';
export * from './desktop-header/index.ts';
export * from './search/index.ts';
export * from './store-list/index.ts';
export * from './side-menu/index.ts';
export * from './site-footer/index.ts';
