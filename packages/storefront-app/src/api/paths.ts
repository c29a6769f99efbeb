/**
 * The API paths are one table, `apiPaths` (with `withQuery`) in '@storefront/components/rules'
 * (rules/api.ts): the app, the search panel and the demo backend that serves them all read it.
 */

/** How many rows a catalogue list asks for (the demo API pages lists; this covers a whole list). */
export const LIST_LIMIT = 100;
