import { describe, expect, it } from 'vitest';
import { isSafeHref, safeHref } from './safeHref.ts';

describe('isSafeHref', () => {
  it.each([
    ['/', true],
    ['/deals', true],
    ['/shop?search=blue%20dream', true],
    ['  /cart  ', true],
    ['#top', true],
    ['http://example.com', true],
    ['https://example.com/path?q=1', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['mailto:help@example.com', true],
    ['tel:+15555550100', true],
    ['MAILTO:x@y.z', true],
  ])('allows %j', (url, expected) => {
    expect(isSafeHref(url)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com'],
    ['blob:https://example.com/uuid'],
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['\\\\evil.example.com'],
    ['https://'],
    ['http://'],
    ['mailto:'],
    ['tel:'],
    ['shop'],
    ['www.example.com'],
    ['%6Aavascript:alert(1)'],
    [''],
    ['   '],
    [null],
    [undefined],
    [42],
  ])('refuses %j', (url) => {
    expect(isSafeHref(url)).toBe(false);
  });
});

describe('safeHref', () => {
  it.each([
    ['  /deals ', '/', '/deals'],
    ['https://example.com', '/', 'https://example.com'],
    ['javascript:alert(1)', '/', '/'],
    ['data:text/html,x', '/cart', '/cart'],
    ['', '/', '/'],
    [null, '/', '/'],
  ])('safeHref(%j, %j) → %j', (url, fallback, expected) => {
    expect(safeHref(url, fallback)).toBe(expected);
  });

  it('can fall back to undefined', () => {
    expect(safeHref('vbscript:x', undefined)).toBeUndefined();
  });
});
