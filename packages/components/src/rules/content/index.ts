export * from './sitePages.ts';
