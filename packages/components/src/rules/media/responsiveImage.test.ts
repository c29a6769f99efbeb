import { describe, expect, it } from 'vitest';
import { DEALS_DEFAULT_IMAGE } from '../constants.ts';
import { hasImageVariants, imageVariantPath, responsiveImage } from './responsiveImage.ts';

describe('responsiveImage — own raster images get width variants, others are left as given', () => {
  it.each([
    [DEALS_DEFAULT_IMAGE, true],
    ['/images/promo/banner.JPG', true],
    ['/images/photo.jpeg', true],
    ['/images/catalog/products/blue-dream.svg', false],
    ['https://cdn.example.com/images/a.png', false],
    ['//evil.example/images/a.png', false],
    ['/images/a.png?x=1', false],
    ['/images//evil.png', false],
    ['/images/../secret.png', false],
    ['', false],
    [null, false],
  ])('%j has variants: %s', (src, expected) => {
    expect(hasImageVariants(src)).toBe(expected);
  });

  it('names variants as the build writes them', () => {
    expect(imageVariantPath('/images/deals-default-img.png', 320)).toBe('/images/deals-default-img-320w.webp');
  });

  it('gives srcset and sizes for a raster image, the src alone otherwise', () => {
    expect(responsiveImage(DEALS_DEFAULT_IMAGE, '320px')).toEqual({
      src: DEALS_DEFAULT_IMAGE,
      srcSet: '/images/deals-default-img-320w.webp 320w, /images/deals-default-img-640w.webp 640w',
      sizes: '320px',
    });
    expect(responsiveImage('/images/catalog/products/x.svg', '240px')).toEqual({ src: '/images/catalog/products/x.svg' });
  });
});
