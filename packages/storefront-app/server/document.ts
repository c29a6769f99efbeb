/**
 * The HTML document around the React stream: the head (the page's tags from the SEO builder, the
 * route's stylesheets, the entry script and modulepreload links, the LCP image preload) and, after
 * the stream, the state the client hydrates with.
 */
import { Writable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import type { RouteAssets } from './assets.ts';

export interface DocumentHead {
  /** Title, meta, canonical, Open Graph and JSON-LD tags, already escaped. */
  tags: string;
  /** The largest image above the fold, preloaded with fetchpriority="high". */
  lcpImage?: { href: string; srcset?: string; sizes?: string };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function documentStart(head: DocumentHead, assets: RouteAssets): string {
  const lcp = head.lcpImage
    ? `<link rel="preload" as="image" href="${attr(head.lcpImage.href)}"${head.lcpImage.srcset ? ` imagesrcset="${attr(head.lcpImage.srcset)}"` : ''}${head.lcpImage.sizes ? ` imagesizes="${attr(head.lcpImage.sizes)}"` : ''} fetchpriority="high">`
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">',
    head.tags,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    lcp,
    `<script type="module" src="${attr(assets.entry)}"></script>`,
    ...assets.modulepreload.map((href) => `<link rel="modulepreload" href="${attr(href)}">`),
    '</head><body><div id="root">',
  ].join('');
}

export function documentEnd(state: string): string {
  return `</div><script id="sf-state" type="application/json">${state}</script></body></html>`;
}

/**
 * Where React's stream goes: each chunk is handed to `out` at once (flushed through gzip, so the
 * browser gets the shell while the rest renders) and, when React ends, `tail()` closes the document.
 */
export function htmlSink(out: NodeJS.WritableStream & { flush?: (kind?: number) => void }, tail: () => string): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out.write(chunk);
      out.flush?.(zlibConstants.Z_SYNC_FLUSH);
      callback();
    },
    final(callback) {
      out.end(tail());
      callback();
    },
  });
}
