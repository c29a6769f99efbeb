/**
 * The time the e2e suite shops at, in the server's API (global-setup.ts) and in every page's
 * browser (fixtures.ts): a Wednesday at noon in Detroit, when every demo store is open. Store hours,
 * specials' hours and order times depend on it; the machine's own clock (CI often runs at night,
 * when the stores are closed and the store-closed notice covers the page) must not. A test of a
 * closed store sets its own time (page.clock.setFixedTime).
 */
export const E2E_NOW = '2026-11-18T12:00:00-05:00';
