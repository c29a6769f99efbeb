import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SanitizedHtml } from './SanitizedHtml.tsx';
import { sanitizeHtml } from './sanitizeHtml.ts';

function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', 'script'],
    ['<img src="/x.png" onerror="alert(1)">', '[onerror]'],
    ['<p onclick="steal()">Tap</p>', '[onclick]'],
    ['<style>body{display:none}</style><p>x</p>', 'style'],
    ['<p>x</p><iframe title="embed"></iframe>', 'iframe'],
    ['<form action="/x"><p>Card</p></form>', 'form'],
    ['<p>Card <input name="card"></p>', 'input'],
    ['<p style="position:fixed;inset:0">cover</p>', '[style]'],
  ])('removes the dangerous part of %s', (html, selector) => {
    expect(parse(html).querySelector(selector)).toBeNull();
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example/path'],
  ])('drops the unsafe href %s but keeps the text', (href) => {
    const a = parse(`<a href="${href}">Deal</a>`).querySelector('a');
    expect(a).not.toBeNull();
    expect(a).not.toHaveAttribute('href');
    expect(a).toHaveTextContent('Deal');
  });

  it('opens absolute http(s) links in a new tab with noopener noreferrer', () => {
    const a = parse('<a href="https://example.com/blog">Blog</a>').querySelector('a');
    expect(a).toHaveAttribute('href', 'https://example.com/blog');
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps site paths in the same tab (a CMS target is removed)', () => {
    const a = parse('<a href=" /deals " target="_blank">Deals</a>').querySelector('a');
    expect(a).toHaveAttribute('href', '/deals');
    expect(a).not.toHaveAttribute('target');
  });

  it('keeps harmless formatting', () => {
    expect(sanitizeHtml('<p>Open <strong>daily</strong> <em>9–9</em></p>')).toBe('<p>Open <strong>daily</strong> <em>9–9</em></p>');
  });

  it.each([[null], [undefined], [42], ['   ']])('returns an empty string for %s', (input) => {
    expect(sanitizeHtml(input)).toBe('');
  });
});

describe('SanitizedHtml', () => {
  it('renders the cleaned HTML in the chosen element', () => {
    const { container } = render(<SanitizedHtml as="section" html={'<b>Bold</b><img src=x onerror="alert(1)">'} />);
    const section = container.querySelector('section');
    expect(section?.innerHTML).toBe('<b>Bold</b><img src="x">');
  });

  it('renders nothing for empty html', () => {
    const { container } = render(<SanitizedHtml html="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
