import { describe, expect, it } from 'vitest';
import {
  BADGE_FALLBACK,
  BADGE_MIN_SEPARATION,
  badgeColours,
  contrastRatio,
  FOCUS_RING_MIN_CONTRAST,
  focusRingColour,
  readableOn,
} from './contrast.ts';

describe('focusRingColour: a focus ring keeps 3:1 against what surrounds it (WCAG 2.2)', () => {
  it.each([
    // preferred, surfaces, expected, why
    ['#1f6f4a', ['#ffffff', '#f6f8f4'], '#1f6f4a', 'a dark green brand on light surfaces is kept'],
    ['#4b2a86', ['#ffffff', '#f5f3fa'], '#4b2a86', 'a purple brand on light surfaces is kept'],
    ['#4b2a86', ['#4b2a86'], '#ffffff', 'the brand on a header of the same colour: white'],
    ['#ffe600', ['#ffffff'], '#111111', 'a yellow brand on white fails 3:1: near-black'],
    ['#ffe600', ['#1c1233'], '#ffe600', 'the same yellow on a dark bottom bar is kept'],
    ['#7a7a7a', ['#ffffff', '#000000'], '#7a7a7a', 'a mid grey reaches 3:1 on both white and black'],
  ] as [string, string[], string, string][])('%s on %j → %s (%s)', (preferred, surfaces, expected) => {
    const ring = focusRingColour(preferred, surfaces);
    expect(ring).toBe(expected);
    for (const surface of surfaces) expect(contrastRatio(ring, surface)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
  });

  it('keeps the preferred colour when there is no surface to check', () => {
    expect(focusRingColour('#abcdef', [])).toBe('#abcdef');
  });
});

describe('badgeColours: a count badge in the retailer colours, readable and apart from its bars', () => {
  it.each([
    // candidates, bars, expected background, why
    [['#f2b33d', '#1f6f4a'], ['#ffffff', '#ffffff'], '#f2b33d', 'the accent on white bars'],
    [['#7ee0b8', '#4b2a86'], ['#4b2a86', '#1c1233'], '#7ee0b8', 'a mint accent on purple bars'],
    [['#ffffff', '#1f6f4a'], ['#ffffff', '#f7f7f5'], '#1f6f4a', 'a white accent vanishes on a white header: the brand'],
    [['#3a2118', '#3a2118'], ['#3a2118', '#ffffff'], BADGE_FALLBACK, 'neither stands apart from the brown header: the alert red'],
  ] as [string[], string[], string, string][])('%j on %j → %s (%s)', (candidates, bars, expected) => {
    const { background, text } = badgeColours(candidates, bars);
    expect(background).toBe(expected);
    expect(text).toBe(readableOn(background));
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    if (background !== BADGE_FALLBACK)
      for (const bar of bars) expect(contrastRatio(background, bar)).toBeGreaterThanOrEqual(BADGE_MIN_SEPARATION);
  });
});
