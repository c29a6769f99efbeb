export * from './constants.ts';
export * from './navigation/index.ts';
export * from './commerce/index.ts';
export * from './marketing/index.ts';
export * from './api.ts';
export * from './media/index.ts';
export * from './content/index.ts';
export * from './account/index.ts';
