import { describe, expect, it } from 'vitest';
import { resolveSiteId, withSiteParam } from './siteChoice.ts';

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
