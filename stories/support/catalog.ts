/** Catalogue data for stories: the same demo catalogue the demo API serves. */
export * from '@storefront/fixtures/catalog';
export { demoCatalog as catalog } from '@storefront/fixtures/catalog';
