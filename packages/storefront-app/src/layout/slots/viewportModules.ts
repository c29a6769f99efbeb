/**
 * The chrome modules that only one side of the 769 px breakpoint loads (viewportChrome.ts), by
 * their source path in the client build's manifest: tests/bench/bundle-size.ts counts a phone's and
 * a desktop's first load with them, and viewportChrome.test.ts holds the list to the importers.
 */
export const VIEWPORT_CHROME_MODULES = {
  phone: ['src/layout/slots/MobileHeaderHost.tsx', 'src/layout/slots/BottomBarHost.tsx'],
  desktop: ['src/layout/slots/DesktopHeaderHost.tsx'],
} as const;

export type Viewport = keyof typeof VIEWPORT_CHROME_MODULES;
