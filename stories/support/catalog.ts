/** Catalogue data for stories: the same demo catalogue the demo API serves. */
export * from '../../fixtures/catalog/index.ts';
export { demoCatalog as catalog } from '../../fixtures/catalog/index.ts';
