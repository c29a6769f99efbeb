import { describe, expect, it } from 'vitest';
import { sanitizeHighlight } from './highlight.ts';

describe('sanitizeHighlight (only <em>, <mark>, <b>, <strong> and text)', () => {
  it.each([
    ['Blue <em>Dream</em>', 'Blue <em>Dream</em>'],
    ['<mark>Kiva</mark> <b>Bar</b> <strong>x</strong>', '<mark>Kiva</mark> <b>Bar</b> <strong>x</strong>'],
    ['<EM>Up</EM>', '<em>Up</em>'],
    ['<em class="hit" onmouseover="alert(1)">Dream</em>', '<em>Dream</em>'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['<img src="x" onerror="alert(1)">Kush', '&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;Kush'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<em><script>alert(1)</script></em>', '<em>&lt;script&gt;alert(1)&lt;/script&gt;</em>'],
    ['<a href="javascript:alert(1)">x</a>', '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;'],
    ['<br>', '&lt;br&gt;'],
    ['<bold>x</bold>', '&lt;bold&gt;x&lt;/bold&gt;'],
    ['<em/>x', '&lt;em/&gt;x'],
    ['<emx>', '&lt;emx&gt;'],
    ['<svg/onload=alert(1)>', '&lt;svg/onload=alert(1)&gt;'],
    ['<em>open', '<em>open</em>'],
    ['<em><b>nested</em> tail', '<em><b>nested</b></em> tail'],
    ['stray</em> close', 'stray close'],
    ['<b>a</em>b</b>', '<b>ab</b>'],
    ['Ben &amp; Jerry&#39;s &#x27; &copy;', 'Ben &amp; Jerry&#39;s &#x27; &copy;'],
    ['Ben & Jerry', 'Ben &amp; Jerry'],
    ['&#;', '&amp;#;'],
    ['a < b > c', 'a &lt; b &gt; c'],
    ['\'quoted\' "text"', '&#39;quoted&#39; &quot;text&quot;'],
    ['<em\nclass="x">multi</em>', '<em>multi</em>'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (html, expected) => {
    expect(sanitizeHighlight(html)).toBe(expected);
  });

  it('leaves no element but the allowed ones when parsed by a browser', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHighlight(
      '<img src=x onerror="alert(1)"><em onclick="x()">hit</em><script>alert(2)</script><iframe src="javascript:alert(3)"></iframe>',
    );
    const tags = [...host.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
    expect(tags).toEqual(['em']);
    expect(host.querySelector('em')?.attributes).toHaveLength(0);
    expect(host.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
