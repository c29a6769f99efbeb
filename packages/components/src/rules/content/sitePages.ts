/**
 * Rules of the information pages (issue 13, item 4): finding an article or event by its URL part,
 * the order of posts and events, FAQ topics, and the date lines. All ours: spec 2.1 names these
 * routes and nothing of their content.
 *
 * Dates are read as written: an event's '2026-12-05T16:00:00-05:00' is 4:00 PM at the store, for a
 * shopper anywhere and on the server alike (formatting through the process's time zone would show
 * another hour and differ between the server's HTML and the browser).
 */

export interface DatedArticle {
  slug: string;
  title: string;
  publishedOn: string;
  tags: readonly string[];
}

export interface TimedEvent {
  id: string;
  startsAt: string;
  endsAt: string;
}

export interface TopicItem {
  topic: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The topic of FAQ items without one. */
export const FAQ_DEFAULT_TOPIC = 'General';
/** Words per minute of the reading-time line. */
export const READING_WORDS_PER_MINUTE = 200;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number | null;
  minute: number | null;
  /** Epoch ms of the instant (with its offset), or of midnight UTC for a bare date. */
  instant: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The date and time as written in an ISO string; null when it is not one (or not a real date). */
export function readWallClock(value: string | null | undefined): WallClock | null {
  const match = ISO.exec((value ?? '').trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const hour = h === undefined ? null : Number(h);
  const minute = mi === undefined ? null : Number(mi);
  if (hour !== null && (hour > 23 || (minute ?? 0) > 59)) return null;
  const instant = Date.parse((value ?? '').trim());
  return { year, month, day, hour, minute, instant: Number.isNaN(instant) ? probe.getTime() : instant };
}

/** 'October 2, 2026' for '2026-10-02' (or a date-time); '' when the value is not a date. */
export function contentDateLabel(value: string | null | undefined): string {
  const clock = readWallClock(value);
  return clock ? `${MONTHS[clock.month - 1]} ${clock.day}, ${clock.year}` : '';
}

function weekday(clock: WallClock): string {
  return WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()] ?? '';
}

function timeLabel(clock: WallClock): string {
  if (clock.hour === null) return '';
  const suffix = clock.hour < 12 ? 'AM' : 'PM';
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${hour12}:${String(clock.minute ?? 0).padStart(2, '0')} ${suffix}`;
}

function dayLabel(clock: WallClock): string {
  return `${weekday(clock)}, ${MONTHS[clock.month - 1]} ${clock.day}, ${clock.year}`;
}

/**
 * An event's when-line: 'Saturday, December 5, 2026 · 4:00 PM – 8:00 PM'; an end on another day
 * gives both days ('Friday, … 6:00 PM – Sunday, … 2:00 PM'); no time: the day alone. '' when the
 * start is not a date.
 */
export function eventWhenLabel(event: Pick<TimedEvent, 'startsAt' | 'endsAt'>): string {
  const start = readWallClock(event.startsAt);
  if (!start) return '';
  const end = readWallClock(event.endsAt);
  const startTime = timeLabel(start);
  const head = startTime ? `${dayLabel(start)} · ${startTime}` : dayLabel(start);
  if (!end || end.instant < start.instant) return head;
  const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
  if (sameDay) return timeLabel(end) && startTime ? `${head} – ${timeLabel(end)}` : head;
  const endTime = timeLabel(end);
  return `${head} – ${dayLabel(end)}${endTime ? ` · ${endTime}` : ''}`;
}

/**
 * Events to come (soonest first: still running counts as to come, until its end or, without one,
 * the end of its start day) and past events (latest first). An event whose start is not a date is
 * in neither.
 */
export function eventSchedule<E extends TimedEvent>(events: readonly E[], now: number): { upcoming: E[]; past: E[] } {
  const timed = events
    .map((event) => ({ event, start: readWallClock(event.startsAt), end: readWallClock(event.endsAt) }))
    .filter((entry): entry is { event: E; start: WallClock; end: WallClock | null } => entry.start !== null);
  const over = (entry: { start: WallClock; end: WallClock | null }) =>
    entry.end && entry.end.instant >= entry.start.instant ? entry.end.instant < now : entry.start.instant + 24 * 3_600_000 < now;
  const upcoming = timed.filter((entry) => !over(entry)).sort((a, b) => a.start.instant - b.start.instant);
  const past = timed.filter(over).sort((a, b) => b.start.instant - a.start.instant);
  return { upcoming: upcoming.map((entry) => entry.event), past: past.map((entry) => entry.event) };
}

/** The URL part as the CMS wrote it: trimmed, decoded, case-insensitive. */
function sameKey(a: string, b: string): boolean {
  let decoded = b;
  try {
    decoded = decodeURIComponent(b);
  } catch {
    // a malformed escape stays as it was
  }
  return a.trim().toLowerCase() === decoded.trim().toLowerCase();
}

/** The article of a URL's slug, or undefined. */
export function findArticle<A extends Pick<DatedArticle, 'slug'>>(articles: readonly A[], slug: string | null | undefined): A | undefined {
  if (!slug) return undefined;
  return articles.find((article) => sameKey(article.slug, slug));
}

/** The event of a URL's id, or undefined. */
export function findEvent<E extends Pick<TimedEvent, 'id'>>(events: readonly E[], id: string | null | undefined): E | undefined {
  if (!id) return undefined;
  return events.find((event) => sameKey(event.id, id));
}

function publishedAt(article: Pick<DatedArticle, 'publishedOn'>): number {
  return readWallClock(article.publishedOn)?.instant ?? Number.NEGATIVE_INFINITY;
}

/** Newest first; undated articles after the dated ones, in the CMS's order. */
export function articlesByDate<A extends Pick<DatedArticle, 'publishedOn'>>(articles: readonly A[]): A[] {
  return articles
    .map((article, index) => ({ article, index, at: publishedAt(article) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at - a.at))
    .map((entry) => entry.article);
}

/** Up to `max` other articles: those sharing a tag with this one first, then the newest. */
export function relatedArticles<A extends DatedArticle>(articles: readonly A[], current: A, max = 3): A[] {
  const tags = new Set(current.tags.map((tag) => tag.toLowerCase()));
  const others = articlesByDate(articles).filter((article) => article.slug !== current.slug);
  const shares = (article: A) => article.tags.some((tag) => tags.has(tag.toLowerCase()));
  return [...others.filter(shares), ...others.filter((article) => !shares(article))].slice(0, max);
}

/** FAQ items grouped by topic, topics in the order they first appear; no topic → 'General'. */
export function faqTopics<T extends TopicItem>(items: readonly T[]): Array<{ topic: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const topic = item.topic.trim() || FAQ_DEFAULT_TOPIC;
    const group = groups.get(topic);
    if (group) group.push(item);
    else groups.set(topic, [item]);
  }
  return [...groups].map(([topic, grouped]) => ({ topic, items: grouped }));
}

/** The words of some HTML (tags and entities removed). */
export function wordCount(html: string): number {
  const plain = html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** '4 min read' at 200 words a minute, at least 1; '' for no words. */
export function readingTimeLabel(html: string): string {
  const words = wordCount(html);
  return words === 0 ? '' : `${Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))} min read`;
}

/** The meta line of an article: 'October 2, 2026 · By Dana Reyes · 4 min read' (empty parts left out). */
export function articleMetaLine(article: { publishedOn: string; author: string; bodyHtml: string }): string {
  return [
    contentDateLabel(article.publishedOn),
    article.author.trim() ? `By ${article.author.trim()}` : '',
    readingTimeLabel(article.bodyHtml),
  ]
    .filter(Boolean)
    .join(' · ');
}
