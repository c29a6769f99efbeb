/**
 * Popup-campaign visitor creation payload, spec 3 ("Visitor creation payload") and 7 ("Popup
 * campaign visitor"). The random source, page location, referrer, clock and time zone are all
 * passed in.
 */
import { POPUP_SECONDS_TO_MS } from '../constants.ts';

/** Word lists for the random two-part name (ours). */
export const VISITOR_NAME_ADJECTIVES = [
  'Amber',
  'Bold',
  'Bright',
  'Calm',
  'Clever',
  'Cosmic',
  'Gentle',
  'Golden',
  'Happy',
  'Lucky',
  'Mellow',
  'Misty',
  'Quiet',
  'Swift',
  'Sunny',
  'Wild',
] as const;
export const VISITOR_NAME_NOUNS = [
  'Badger',
  'Comet',
  'Falcon',
  'Fern',
  'Fox',
  'Heron',
  'Lynx',
  'Maple',
  'Meadow',
  'Otter',
  'Panda',
  'Pine',
  'River',
  'Sparrow',
  'Willow',
  'Wolf',
] as const;

/** A value in [0, 1), as Math.random returns. */
export type RandomSource = () => number;

function pick<T>(list: readonly [T, ...T[]], random: RandomSource): T {
  const r = random();
  const index = Number.isFinite(r) ? Math.min(list.length - 1, Math.max(0, Math.floor(r * list.length))) : 0;
  return list[index] as T;
}

/** A random two-part name, 'Adjective Noun' (e.g. 'Lucky Otter'); two draws from `random`. */
export function randomVisitorName(random: RandomSource): string {
  return `${pick(VISITOR_NAME_ADJECTIVES, random)} ${pick(VISITOR_NAME_NOUNS, random)}`;
}

/** Search engines recognised in the referrer: host label → source label (ours). */
export const SEARCH_ENGINE_LABELS: Readonly<Record<string, string>> = {
  google: 'Google',
  bing: 'Bing',
  yahoo: 'Yahoo',
  duckduckgo: 'DuckDuckGo',
  baidu: 'Baidu',
  yandex: 'Yandex',
  ecosia: 'Ecosia',
};

const ENGINES = new Map(Object.entries(SEARCH_ENGINE_LABELS));

/**
 * source: 'Direct' with no referring host; a search-engine label when any dot-separated label of
 * the host names one (google.com, www.google.co.uk, search.yahoo.com, duckduckgo.com); else the
 * referring host itself.
 */
export function referrerSource(referrerHost: string | null | undefined): string {
  const host = (referrerHost ?? '').trim().toLowerCase();
  if (!host) return 'Direct';
  for (const label of host.split('.')) {
    const engine = ENGINES.get(label);
    if (engine) return engine;
  }
  return host;
}

export interface VisitorReferrer {
  /** True when a readable referrer URL is present (ours: "known" = the referrer is known). */
  known: boolean;
  /** The referring host ('' when none). */
  domain: string;
  source: string;
  /** utm_medium of the page URL, or 'unknown'. */
  medium: string;
  /** utm_term of the page URL ('' when absent). */
  term: string;
  /** The full referrer URL ('' when none). */
  uri: string;
}

export interface VisitorPayload {
  name: string;
  url: string;
  referrer: VisitorReferrer;
  unixTimeStamp: number;
  timezone: string;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The visitor creation body {name, url, referrer {known, domain, source, medium, term, uri},
 * unixTimeStamp, timezone}. `pageUrl` is the current page (its host becomes url; its query gives
 * utm_medium / utm_term); `referrer` is document.referrer ('' when none). An unreadable referrer
 * counts as none (source 'Direct').
 */
export function visitorPayload(input: {
  random: RandomSource;
  pageUrl: string;
  referrer?: string | null;
  now: number;
  timezone: string;
}): VisitorPayload {
  const page = parseUrl(input.pageUrl);
  const ref = parseUrl((input.referrer ?? '').trim());
  const params = page?.searchParams;
  const domain = ref?.host ?? '';
  return {
    name: randomVisitorName(input.random),
    url: page?.host ?? '',
    referrer: {
      known: ref !== null,
      domain,
      source: referrerSource(domain),
      medium: params?.get('utm_medium')?.trim() || 'unknown',
      term: params?.get('utm_term')?.trim() ?? '',
      uri: ref?.href ?? '',
    },
    unixTimeStamp: Math.floor(input.now / POPUP_SECONDS_TO_MS),
    timezone: input.timezone,
  };
}
