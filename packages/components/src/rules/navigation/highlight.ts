/**
 * Search-suggestion highlight HTML (spec 2.4) made safe to inject: only <em>, <mark>, <b> and
 * <strong> survive, without attributes and always balanced; every other '<', '>' and quote is
 * escaped, so other tags show as text and cannot run. Character references (&amp;, &#39;, …) are
 * kept; a bare '&' is escaped.
 */

export const HIGHLIGHT_ALLOWED_TAGS = ['em', 'mark', 'b', 'strong'] as const;
export type HighlightTag = (typeof HIGHLIGHT_ALLOWED_TAGS)[number];

const ALLOWED_TAG = /^<(\/?)(em|mark|b|strong)(?:\s[^<>]*)?>/i;
const CHARACTER_REFERENCE = /^&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;
const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
  ['&', '&amp;'],
]);

export function sanitizeHighlight(html: string | null | undefined): string {
  const input = html ?? '';
  const open: HighlightTag[] = [];
  let out = '';
  let at = 0;
  while (at < input.length) {
    const rest = input.slice(at);
    const tag = rest.startsWith('<') ? ALLOWED_TAG.exec(rest) : null;
    if (tag) {
      const name = String(tag[2]).toLowerCase() as HighlightTag;
      if (tag[1] === '') {
        open.push(name);
        out += `<${name}>`;
      } else if (open.includes(name)) {
        // Close everything opened after it too, so the output stays balanced.
        while (open.length > 0) {
          const closing = open.pop();
          out += `</${closing}>`;
          if (closing === name) break;
        }
      }
      at += tag[0].length;
      continue;
    }
    const reference = rest.startsWith('&') ? CHARACTER_REFERENCE.exec(rest) : null;
    if (reference) {
      out += reference[0];
      at += reference[0].length;
      continue;
    }
    const char = input.charAt(at);
    out += ESCAPES.get(char) ?? char;
    at += 1;
  }
  return (
    out +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}
