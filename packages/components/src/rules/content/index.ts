export * from './sitePages.ts';
export * from './forms.ts';
