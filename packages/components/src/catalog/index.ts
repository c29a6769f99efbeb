export * from './CatalogBrowser.tsx';
export * from './FilterPanel.tsx';
