import { describe, expect, it } from 'vitest';
import { BOTTOM_BAR_NAV_LABEL, SIGN_IN_REQUIRED_TITLE } from '@storefront/components';
import { BOTTOM_BAR_LABEL, documentTitleFor, SIGN_IN_REQUIRED_HEADING } from './landmarks.ts';

describe('landmarks: the e2e suite finds the widgets by the same names', () => {
  it('the bottom bar label is the BottomBar widget’s', () => {
    expect(BOTTOM_BAR_LABEL).toBe(BOTTOM_BAR_NAV_LABEL);
  });

  it('the sign-in notice heading is the sign-in-required modal’s title', () => {
    expect(SIGN_IN_REQUIRED_HEADING).toBe(SIGN_IN_REQUIRED_TITLE);
  });

  it.each([
    ['Cart', 'Greenleaf Collective', 'Cart | Greenleaf Collective'],
    ['', 'Greenleaf Collective', 'Greenleaf Collective'],
    ['Greenleaf Collective', 'Greenleaf Collective', 'Greenleaf Collective'],
  ])('documentTitleFor(%j, %j) = %j', (title, siteName, expected) => {
    expect(documentTitleFor(title, siteName)).toBe(expected);
  });
});
