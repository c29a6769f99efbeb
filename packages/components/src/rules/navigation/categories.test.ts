import { describe, expect, it } from 'vitest';
import { categoryDisplayName, categoryLabel } from './categories.ts';

describe('categoryDisplayName — "A display name is derived from it" (spec 3)', () => {
  it.each([
    ['Flower', 'Flower'],
    ['PRE_ROLLS', 'Pre Rolls'],
    ['pre-rolls', 'Pre Rolls'],
    ['EDIBLES', 'Edibles'],
    ['Vape Pens', 'Vape Pens'],
    ['  Topicals ', 'Topicals'],
  ])('%s → %s', (name, display) => {
    expect(categoryDisplayName(name)).toBe(display);
  });
});

describe('categoryLabel — displayName when set, else the derived name', () => {
  it.each([
    [{ categoryName: 'PRE_ROLLS', displayName: 'Joints' }, 'Joints'],
    [{ categoryName: 'PRE_ROLLS', displayName: '  ' }, 'Pre Rolls'],
    [{ categoryName: 'PRE_ROLLS', displayName: null }, 'Pre Rolls'],
    [{ categoryName: 'Flower' }, 'Flower'],
  ])('%j → %s', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });
});
