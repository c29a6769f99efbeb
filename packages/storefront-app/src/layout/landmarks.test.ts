import { describe, expect, it } from 'vitest';
import {
  BOTTOM_BAR_NAV_LABEL,
  SEARCH_BOX_LABEL,
  SEARCH_PANEL_TITLE,
  SIGN_IN_LABEL,
  SIGN_IN_PATH,
  SIGN_IN_REQUIRED_TITLE,
} from '@storefront/components';
import {
  BOTTOM_BAR_LABEL,
  DESKTOP_SEARCH_BOX_LABEL,
  documentTitleFor,
  SEARCH_DIALOG_TITLE,
  SIGN_IN_LINK_TEXT,
  SIGN_IN_REQUIRED_HEADING,
  SIGN_IN_ROUTE,
} from './landmarks.ts';

describe('landmarks: the e2e suite finds the widgets by the same names', () => {
  it('the bottom bar label is the BottomBar widget’s', () => {
    expect(BOTTOM_BAR_LABEL).toBe(BOTTOM_BAR_NAV_LABEL);
  });

  it('the sign-in notice heading is the sign-in-required modal’s title', () => {
    expect(SIGN_IN_REQUIRED_HEADING).toBe(SIGN_IN_REQUIRED_TITLE);
  });

  it.each([
    ['the desktop sign-in link', SIGN_IN_LINK_TEXT, SIGN_IN_LABEL],
    ['the sign-in route', SIGN_IN_ROUTE, SIGN_IN_PATH],
    ['the desktop search box', DESKTOP_SEARCH_BOX_LABEL, SEARCH_BOX_LABEL],
    ['the search dialog', SEARCH_DIALOG_TITLE, SEARCH_PANEL_TITLE],
  ])('%s: %j is the widget’s %j', (_name, ours, widgets) => {
    expect(ours).toBe(widgets);
  });

  it.each([
    ['Cart', 'Greenleaf Collective', 'Cart | Greenleaf Collective'],
    ['', 'Greenleaf Collective', 'Greenleaf Collective'],
    ['Greenleaf Collective', 'Greenleaf Collective', 'Greenleaf Collective'],
  ])('documentTitleFor(%j, %j) = %j', (title, siteName, expected) => {
    expect(documentTitleFor(title, siteName)).toBe(expected);
  });
});
