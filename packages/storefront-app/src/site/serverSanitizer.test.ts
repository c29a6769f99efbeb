// @vitest-environment node
/**
 * The server renderer's sanitiser (entry-server.tsx gives DOMPurify a jsdom window): CMS HTML is
 * cleaned the same way as in the browser, so the information pages' text is in the server's HTML.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { provideSanitizerWindow, sanitizeHtml } from '@storefront/components';

describe('sanitizeHtml on the server', () => {
  it('renders nothing without a DOM, and cleans with the one it is given', () => {
    const html =
      '<h2>Orders</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a>, <a href="https://example.com/x">that</a> and <a href="/faq">the FAQ</a>.</p><script>steal()</script><img src=x onerror="steal()">';
    expect(sanitizeHtml(html)).toBe('');
    provideSanitizerWindow(new JSDOM('<!doctype html><html><body></body></html>').window as never);
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Orders</h2>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<a>this</a>');
    expect(clean).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">that</a>');
    expect(clean).toContain('<a href="/faq">the FAQ</a>');
  });
});
