import type { SiteConfig } from '../cms/index.ts';
import { nonBlank } from '../rules/navigation/index.ts';

/** One ticker entry as the bar shows it: a title, linked when the CMS gave a link. */
export interface TickerEntry {
  title: string;
  /** Raw CMS link; the bar passes it through SmartLink (safeHref), so an unsafe link shows as text. */
  link: string;
}

export interface TickerProps {
  /** tickerPageCms.isEnabled (spec 2.3). */
  enabled: boolean;
  items: readonly TickerEntry[];
}

/**
 * Spec 2.3 ticker bar, from the parsed CMS: enabled by tickerPageCms.isEnabled, showing the linked
 * titles of tickerCrudData (title, link) in order; blank titles are left out. Colours are not props:
 * themeFromCms maps tickerPageCms.backgroundColor / color onto vars.color.ticker.
 */
export function tickerPropsFromCms(config: Pick<SiteConfig, 'tickerPageCms' | 'tickerCrudData'>): TickerProps {
  const items: TickerEntry[] = [];
  for (const item of config.tickerCrudData) {
    const title = nonBlank(item.title);
    if (title !== undefined) items.push({ title, link: item.link.trim() });
  }
  return { enabled: config.tickerPageCms.isEnabled, items };
}

/** Marquee speed: seconds for one full pass, per entry (our design value; the spec sets none). */
export const TICKER_SECONDS_PER_ENTRY = 7;
/** A floor so a short list does not race across the screen. */
export const TICKER_MIN_PASS_SECONDS = 20;

export function tickerPassSeconds(entryCount: number): number {
  return Math.max(TICKER_MIN_PASS_SECONDS, entryCount * TICKER_SECONDS_PER_ENTRY);
}
