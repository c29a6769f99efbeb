/**
 * The shape of the site configuration the storefront renders with (the parsed CMS and whether the
 * CMS call failed), apart from the query (siteConfig.ts) and the parser (parseSiteCms.ts) so that
 * both use it without importing each other: the query loads the parser lazily, and the parser
 * builds this data on the server.
 */
import type { ParsedCms } from '@storefront/components';
import { failureMessage } from '@storefront/components/api';

/** The site message shown when the CMS call fails (the server's message is shown first). */
export const CMS_FALLBACK_MESSAGE = 'Could not load the store settings; showing the default storefront.';

export interface SiteConfigData extends ParsedCms {
  /** The CMS call failed: the message to show, `config` holding the built-in defaults; else null. */
  failure: string | null;
}

/** The parsed CMS and, when the call failed, the failure's message (the server's, else ours). */
export function siteConfigData(parsed: ParsedCms, error?: unknown): SiteConfigData {
  return { ...parsed, failure: error === undefined ? null : (failureMessage(error) ?? CMS_FALLBACK_MESSAGE) };
}
