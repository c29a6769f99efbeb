import { describe, expect, it } from 'vitest';
import { altBesideCaption, capitalise, nonBlank, slugify, titleCaseHyphenated } from './text.ts';

describe('nonBlank', () => {
  it.each([
    ['  shop  ', 'shop'],
    ['x', 'x'],
    ['', undefined],
    ['   \t\n', undefined],
    [null, undefined],
    [undefined, undefined],
    [42, undefined],
  ])('nonBlank(%j) → %j', (value, expected) => {
    expect(nonBlank(value)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Pre-Rolls', 'pre-rolls'],
    ['Blue Dream', 'blue-dream'],
    ['  Kiva   Confections ', 'kiva-confections'],
    ['Café Olé', 'cafe-ole'],
    ["Ben & Jerry's", 'ben-jerrys'],
    ['Wyld’s Gummies', 'wylds-gummies'],
    ['--already-slugged--', 'already-slugged'],
    ['100% THC!!', '100-thc'],
    ['', ''],
    ['   ', ''],
    ['!!!', ''],
    [null, ''],
    [undefined, ''],
  ])('slugify(%j) → %j', (value, expected) => {
    expect(slugify(value)).toBe(expected);
  });
});

describe('capitalisation', () => {
  it.each([
    ['about', 'About'],
    ['your-order', 'Your-order'],
    ['FAQ', 'FAQ'],
    ['', ''],
  ])('capitalise(%j) → %j', (value, expected) => {
    expect(capitalise(value)).toBe(expected);
  });

  it.each([
    ['your-order', 'Your Order'],
    ['privacy-policy', 'Privacy Policy'],
    ['shop-cannabis-near-me', 'Shop Cannabis Near Me'],
    ['about', 'About'],
    ['double--hyphen-', 'Double Hyphen'],
    ['', ''],
  ])('titleCaseHyphenated(%j) → %j', (value, expected) => {
    expect(titleCaseHyphenated(value)).toBe(expected);
  });
});

describe('altBesideCaption: an image beside its caption does not repeat it', () => {
  it.each([
    ['Flower', 'Flower', ''],
    [' flower ', 'Flower', ''],
    ['Jar of cured flower buds', 'Flower', 'Jar of cured flower buds'],
    ['', 'Flower', ''],
    [null, 'Flower', ''],
    ['Flower', null, 'Flower'],
  ] as const)('alt %j beside %j → %j', (alt, caption, expected) => {
    expect(altBesideCaption(alt, caption)).toBe(expected);
  });
});
