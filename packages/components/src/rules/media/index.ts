export * from './responsiveImage.ts';
