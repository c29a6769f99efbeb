import { describe, expect, it } from 'vitest';
import { randomVisitorName, referrerSource, visitorPayload } from './visitor.ts';

/** A random source returning the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('randomVisitorName: two parts from the injected random source', () => {
  it.each([
    [[0, 0], 'Amber Badger'],
    [[0.999, 0.999], 'Wild Wolf'],
    [[0.5, 0.25], 'Happy Fox'],
    [[1, 1], 'Wild Wolf'],
    [[-1, Number.NaN], 'Amber Badger'],
  ])('%o → %s', (values, expected) => {
    expect(randomVisitorName(sequence(...values))).toBe(expected);
  });
  it('always two words', () => {
    expect(randomVisitorName(Math.random).split(' ')).toHaveLength(2);
  });
});

describe('referrerSource', () => {
  it.each([
    ['', 'Direct'],
    ['   ', 'Direct'],
    [null, 'Direct'],
    ['www.google.com', 'Google'],
    ['google.co.uk', 'Google'],
    ['WWW.BING.COM', 'Bing'],
    ['search.yahoo.com', 'Yahoo'],
    ['duckduckgo.com', 'DuckDuckGo'],
    ['www.baidu.com', 'Baidu'],
    ['yandex.ru', 'Yandex'],
    ['www.ecosia.org', 'Ecosia'],
    ['notgoogle.com', 'notgoogle.com'],
    ['constructor.example.com', 'constructor.example.com'],
    ['news.example.com', 'news.example.com'],
  ])('%o → %s', (host, expected) => {
    expect(referrerSource(host)).toBe(expected);
  });
});

describe('visitorPayload (spec 3 and 7)', () => {
  const base = { random: sequence(0, 0), now: 1_710_936_000_999, timezone: 'America/Detroit' };

  it('direct visit, no utm parameters', () => {
    expect(visitorPayload({ ...base, pageUrl: 'https://shop.example.com/deals', referrer: '' })).toEqual({
      name: 'Amber Badger',
      url: 'shop.example.com',
      referrer: { known: false, domain: '', source: 'Direct', medium: 'unknown', term: '', uri: '' },
      unixTimeStamp: 1_710_936_000,
      timezone: 'America/Detroit',
    });
  });

  it.each([
    [
      'search engine with utm',
      'https://shop.example.com/?utm_medium=cpc&utm_term=pre%20rolls',
      'https://www.google.com/search?q=x',
      {
        known: true,
        domain: 'www.google.com',
        source: 'Google',
        medium: 'cpc',
        term: 'pre rolls',
        uri: 'https://www.google.com/search?q=x',
      },
    ],
    [
      'other site',
      'https://shop.example.com:8443/',
      'https://blog.example.org/post',
      {
        known: true,
        domain: 'blog.example.org',
        source: 'blog.example.org',
        medium: 'unknown',
        term: '',
        uri: 'https://blog.example.org/post',
      },
    ],
    [
      'blank utm_medium reads unknown',
      'https://shop.example.com/?utm_medium=%20',
      null,
      { known: false, domain: '', source: 'Direct', medium: 'unknown', term: '', uri: '' },
    ],
    [
      'unreadable referrer counts as none',
      'https://shop.example.com/',
      'not a url',
      { known: false, domain: '', source: 'Direct', medium: 'unknown', term: '', uri: '' },
    ],
  ])('%s', (_name, pageUrl, referrer, expected) => {
    expect(visitorPayload({ ...base, pageUrl, referrer }).referrer).toEqual(expected);
  });

  it('url is the host (with port); an unreadable page URL gives an empty host', () => {
    expect(visitorPayload({ ...base, pageUrl: 'https://shop.example.com:8443/x' }).url).toBe('shop.example.com:8443');
    expect(visitorPayload({ ...base, pageUrl: '' }).url).toBe('');
  });
});
