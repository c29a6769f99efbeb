export { HomeHero, type HomeHeroProps } from './HomeHero.tsx';
export { BrandStrip, type BrandStripProps } from './BrandStrip.tsx';
