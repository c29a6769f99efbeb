/**
 * Accessible names and texts of the shell's landmarks and controls, in one pure module so the
 * end-to-end suite finds them by the same strings.
 */
export const SKIP_LINK_TEXT = 'Skip to main content';
export const MAIN_ID = 'main';
export const BREADCRUMB_LABEL = 'Breadcrumb';
/** The BottomBar widget's navigation label (BOTTOM_BAR_NAV_LABEL; landmarks.test.ts keeps them equal). */
export const BOTTOM_BAR_LABEL = 'Mobile navigation';
export const DEMO_SETTINGS_LABEL = 'Demo settings';
export const DEMO_SWITCHER_LABEL = 'Demo retailer';
/** The page notice's heading; the same words as the SignInRequiredModal's title (landmarks.test.ts). */
export const SIGN_IN_REQUIRED_HEADING = 'Sign In Required';
export const SIGN_IN_REQUIRED_TEXT = 'Please sign in to continue.';
/** The desktop header's guest link and its target (SIGN_IN_LABEL, SIGN_IN_PATH; landmarks.test.ts). */
export const SIGN_IN_LINK_TEXT = 'Sign In';
export const SIGN_IN_ROUTE = '/sign-in';
/** The desktop header's search box (SEARCH_BOX_LABEL) and the search dialog's title (SEARCH_PANEL_TITLE). */
export const DESKTOP_SEARCH_BOX_LABEL = 'Search products';
export const SEARCH_DIALOG_TITLE = 'Search';

/** The document title: '{title} | {site name}', or the site name alone. */
export function documentTitleFor(title: string, siteName: string): string {
  return title === '' || title === siteName ? siteName : `${title} | ${siteName}`;
}
