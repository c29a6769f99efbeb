import { describe, expect, it } from 'vitest';
import { readCookie, resolveRequestSite, resolveSiteId, siteFromHost, withSiteParam } from './siteChoice.ts';

const ids = ['greenleaf', 'copper-state', 'mile-high'];

describe('resolveSiteId', () => {
  it.each([
    ['?site=mile-high', 'copper-state', 'mile-high'],
    ['?site=unknown', 'copper-state', 'copper-state'],
    ['', 'copper-state', 'copper-state'],
    ['', 'gone', 'greenleaf'],
    ['', undefined, 'greenleaf'],
    ['?foo=1&site=copper-state', null, 'copper-state'],
  ])('%s with stored %j → %s', (search, stored, expected) => {
    expect(resolveSiteId(search, stored, ids)).toBe(expected);
  });

  it('is empty when there are no sites', () => {
    expect(resolveSiteId('?site=x', 'x', [])).toBe('');
  });
});

describe('withSiteParam', () => {
  it.each([
    ['/deals', 'mile-high', '/deals?site=mile-high'],
    ['/shop?search=gummies#top', 'greenleaf', '/shop?search=gummies&site=greenleaf#top'],
    ['/?site=greenleaf', 'copper-state', '/?site=copper-state'],
  ])('%s + %s → %s', (href, id, expected) => {
    expect(withSiteParam(href, id)).toBe(expected);
  });
});

describe('resolveRequestSite — host name, else ?site=, else the cookie, else the first site', () => {
  const hostSites = { 'shop.copperstate.example': 'copper-state' };
  it.each([
    [{ host: 'mile-high.localhost:4000', search: '?site=greenleaf', cookieHeader: 'sf_site=copper-state' }, 'mile-high'],
    [{ host: 'shop.copperstate.example', search: '', cookieHeader: null }, 'copper-state'],
    [{ host: 'localhost:4000', search: '?site=copper-state', cookieHeader: 'sf_site=mile-high' }, 'copper-state'],
    [{ host: 'localhost:4000', search: '', cookieHeader: 'a=1; sf_site=mile-high' }, 'mile-high'],
    [{ host: 'localhost:4000', search: '?site=nope', cookieHeader: 'sf_site=%E0%A4%A' }, 'greenleaf'],
    [{ host: 'unknown.example.com', search: '', cookieHeader: undefined }, 'greenleaf'],
    [{ host: null, search: '', cookieHeader: 'sf_site=gone' }, 'greenleaf'],
  ])('%j → %s', (request, expected) => {
    expect(resolveRequestSite(request, ids, hostSites)).toBe(expected);
  });

  it('reads one cookie and ignores lookalikes', () => {
    expect(readCookie('xsf_site=a; sf_site=b', 'sf_site')).toBe('b');
    expect(readCookie('', 'sf_site')).toBeUndefined();
    expect(siteFromHost('greenleaf', ids)).toBeNull();
  });
});
