import { describe, expect, it } from 'vitest';
import {
  articleMetaLine,
  articlesByDate,
  contentDateLabel,
  eventSchedule,
  eventWhenLabel,
  faqTopics,
  findArticle,
  findEvent,
  readingTimeLabel,
  readWallClock,
  relatedArticles,
  wordCount,
} from './sitePages.ts';

describe('contentDateLabel', () => {
  it.each([
    ['2026-10-02', 'October 2, 2026'],
    ['2026-12-05T16:00:00-05:00', 'December 5, 2026'],
    ['2026-01-31T23:30:00Z', 'January 31, 2026'],
    [' 2026-03-09 ', 'March 9, 2026'],
    ['2026-02-30', ''],
    ['2026-13-01', ''],
    ['yesterday', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, label) => {
    expect(contentDateLabel(value)).toBe(label);
  });
});

describe('readWallClock', () => {
  it('keeps the time as written, whatever the offset', () => {
    expect(readWallClock('2026-12-05T16:00:00-05:00')).toMatchObject({ year: 2026, month: 12, day: 5, hour: 16, minute: 0 });
    expect(readWallClock('2026-12-05T16:00:00-05:00')?.instant).toBe(Date.parse('2026-12-05T21:00:00Z'));
  });
  it.each(['2026-12-05T24:00', '2026-12-05T10:61', '2026-12-05 10:00', '05/12/2026'])('refuses %j', (value) => {
    expect(readWallClock(value)).toBeNull();
  });
});

describe('eventWhenLabel', () => {
  it.each([
    [{ startsAt: '2026-12-05T16:00:00-05:00', endsAt: '2026-12-05T20:00:00-05:00' }, 'Saturday, December 5, 2026 · 4:00 PM – 8:00 PM'],
    [{ startsAt: '2026-12-05T09:30:00-07:00', endsAt: '' }, 'Saturday, December 5, 2026 · 9:30 AM'],
    [
      { startsAt: '2026-12-04T18:00:00-05:00', endsAt: '2026-12-06T14:00:00-05:00' },
      'Friday, December 4, 2026 · 6:00 PM – Sunday, December 6, 2026 · 2:00 PM',
    ],
    [{ startsAt: '2026-12-05', endsAt: '' }, 'Saturday, December 5, 2026'],
    [{ startsAt: '2026-12-05T00:15:00Z', endsAt: '2026-12-05T12:00:00Z' }, 'Saturday, December 5, 2026 · 12:15 AM – 12:00 PM'],
    // An end before the start is not shown.
    [{ startsAt: '2026-12-05T16:00:00-05:00', endsAt: '2026-12-05T10:00:00-05:00' }, 'Saturday, December 5, 2026 · 4:00 PM'],
    [{ startsAt: 'soon', endsAt: '' }, ''],
  ])('%j → %j', (event, label) => {
    expect(eventWhenLabel(event)).toBe(label);
  });
});

describe('eventSchedule', () => {
  const now = Date.parse('2026-11-26T12:00:00-05:00');
  const events = [
    { id: 'later', startsAt: '2026-12-20T10:00:00-05:00', endsAt: '' },
    { id: 'soon', startsAt: '2026-12-01T10:00:00-05:00', endsAt: '2026-12-01T12:00:00-05:00' },
    { id: 'running', startsAt: '2026-11-20T10:00:00-05:00', endsAt: '2026-11-30T18:00:00-05:00' },
    { id: 'today', startsAt: '2026-11-26T09:00:00-05:00', endsAt: '' },
    { id: 'ended', startsAt: '2026-11-01T10:00:00-05:00', endsAt: '2026-11-01T14:00:00-05:00' },
    { id: 'long-ago', startsAt: '2026-06-01T10:00:00-05:00', endsAt: '' },
    { id: 'undated', startsAt: 'TBA', endsAt: '' },
  ];
  it('puts what has not ended first, soonest first, and the past after, latest first', () => {
    const { upcoming, past } = eventSchedule(events, now);
    expect(upcoming.map((e) => e.id)).toEqual(['running', 'today', 'soon', 'later']);
    expect(past.map((e) => e.id)).toEqual(['ended', 'long-ago']);
  });
});

describe('findArticle / findEvent', () => {
  const articles = [{ slug: 'Terpenes-101' }, { slug: 'dosing-edibles' }];
  it.each([
    ['terpenes-101', 'Terpenes-101'],
    ['DOSING-EDIBLES', 'dosing-edibles'],
    ['dosing%2Dedibles', 'dosing-edibles'],
    ['%E0%A4%A', undefined],
    ['missing', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (slug, found) => {
    expect(findArticle(articles, slug)?.slug).toBe(found);
  });
  it('finds an event by id', () => {
    expect(findEvent([{ id: 'harvest-fest' }], 'Harvest-Fest')?.id).toBe('harvest-fest');
    expect(findEvent([{ id: 'harvest-fest' }], 'other')).toBeUndefined();
  });
});

describe('articlesByDate and relatedArticles', () => {
  const a = (slug: string, publishedOn: string, tags: string[] = []) => ({ slug, title: slug, publishedOn, tags });
  const list = [
    a('old', '2025-01-01', ['guides']),
    a('undated-1', ''),
    a('new', '2026-10-01', ['news']),
    a('mid', '2026-03-01', ['Guides']),
    a('undated-2', 'n/a'),
  ];
  it('orders newest first, undated last in CMS order', () => {
    expect(articlesByDate(list).map((x) => x.slug)).toEqual(['new', 'mid', 'old', 'undated-1', 'undated-2']);
  });
  it('offers articles sharing a tag first (any case), never the article itself', () => {
    expect(relatedArticles(list, list[0]!).map((x) => x.slug)).toEqual(['mid', 'new', 'undated-1']);
    expect(relatedArticles(list, list[2]!, 2).map((x) => x.slug)).toEqual(['mid', 'old']);
  });
});

describe('faqTopics', () => {
  it('groups by topic in first-seen order, blank topics under General', () => {
    const items = [
      { q: 1, topic: 'Ordering' },
      { q: 2, topic: '' },
      { q: 3, topic: 'Ordering' },
      { q: 4, topic: '  ' },
      { q: 5, topic: 'Payment' },
    ];
    expect(faqTopics(items).map((g) => [g.topic, g.items.map((i) => i.q)])).toEqual([
      ['Ordering', [1, 3]],
      ['General', [2, 4]],
      ['Payment', [5]],
    ]);
  });
});

describe('reading time', () => {
  it.each([
    ['', 0, ''],
    ['<p> </p>', 0, ''],
    ['<p>Hello <strong>there</strong> &amp; welcome</p>', 3, '1 min read'],
    [`<p>${'word '.repeat(200)}</p>`, 200, '1 min read'],
    [`<p>${'word '.repeat(201)}</p>`, 201, '2 min read'],
  ])('%j: %i words, %j', (html, words, label) => {
    expect(wordCount(html)).toBe(words);
    expect(readingTimeLabel(html)).toBe(label);
  });
  it('builds the meta line from what is there', () => {
    expect(articleMetaLine({ publishedOn: '2026-10-02', author: ' Dana Reyes ', bodyHtml: '<p>Short.</p>' })).toBe(
      'October 2, 2026 · By Dana Reyes · 1 min read',
    );
    expect(articleMetaLine({ publishedOn: '', author: '', bodyHtml: '' })).toBe('');
  });
});
