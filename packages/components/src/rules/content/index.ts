export * from './sitePages.ts';
export * from './forms.ts';
export * from './threads.ts';
export * from './notifications.ts';
export * from './homeSections.ts';
