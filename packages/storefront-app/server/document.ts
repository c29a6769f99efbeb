/**
 * The HTML document around the React stream: the head (the page's tags from the SEO builder, the
 * route's stylesheets inlined, the LCP image preload) and, after the stream, the state the client
 * hydrates with and the scripts.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import { ageConsentScript } from '../src/site/ageConsentScript.ts';
import { jsonForScript } from '../src/site/clientState.ts';
import type { RouteAssets } from './assets.ts';

export interface DocumentHead {
  /** Title, meta, canonical, Open Graph and JSON-LD tags, already escaped. */
  tags: string;
  /** The largest image above the fold, preloaded with fetchpriority="high". */
  lcpImage?: { href: string; srcset?: string; sizes?: string };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function documentStart(head: DocumentHead, assets: RouteAssets, nonce = ''): string {
  const n = nonce ? ` nonce="${attr(nonce)}"` : '';
  const lcp = head.lcpImage
    ? `<link rel="preload" as="image" href="${attr(head.lcpImage.href)}"${head.lcpImage.srcset ? ` imagesrcset="${attr(head.lcpImage.srcset)}"` : ''}${head.lcpImage.sizes ? ` imagesizes="${attr(head.lcpImage.sizes)}"` : ''} fetchpriority="high">`
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">',
    // Before anything paints: a browser that answered the age gate (in its storage, before the
    // shopper cookie existed) never sees the server's copy of it. Without JavaScript the gate asks
    // like any other form: its answer posts to the server (shop/shopperActions.ts).
    `<script${n}>${ageConsentScript()}</script>`,
    head.tags,
    ...assets.css.map((href) => {
      const inline = assets.inlineCss?.[href];
      // The route's stylesheets are inlined (no render-blocking request before the first paint);
      // data-href lets the client's chunk loader see them as present.
      return inline !== undefined
        ? `<style${n} data-href="${attr(href)}">${inline.replace(/<\/style/gi, '<\\/style')}</style>`
        : `<link rel="stylesheet" href="${attr(href)}">`;
    }),
    lcp,
    '</head><body><div id="root">',
  ].join('');
}

/**
 * After the content: the state, then the loader of the scripts. Nothing competes with the HTML and
 * its images for the first paint: from the frame after it, the entry and the route's page chunk
 * are fetched side by side (modulepreload), and hydration waits for both.
 */
export function documentEnd(state: string, assets: RouteAssets, nonce = ''): string {
  const n = nonce ? ` nonce="${attr(nonce)}"` : '';
  return [
    `</div><script id="sf-state" type="application/json">${state}</script>`,
    // The browser paints the server's HTML first; the code that makes it interactive is fetched
    // from the next frame on (hydration never delays the first or the largest paint).
    `<script type="module"${n}>requestAnimationFrame(()=>setTimeout(()=>{for(const h of ${jsonForScript(assets.modulepreload)}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}import(${jsonForScript(assets.entry)})}))</script>`,
    '</body></html>',
  ].join('');
}

/**
 * Where React's stream goes: each chunk is handed to `out` at once (flushed through gzip, so the
 * browser gets the shell while the rest renders) and, when React ends, `tail()` closes the document.
 */
export function htmlSink(
  out: NodeJS.WritableStream & { flush?: (kind?: number) => void },
  tail: () => string,
  copy?: (chunk: Buffer) => void,
): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      copy?.(chunk);
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

/** An executable inline script: no src, and no type or a JavaScript one (JSON and JSON-LD never run). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const executable = (attributes: string): boolean => {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};

/**
 * The CSP hash source of every executable inline script of a whole document ('sha256-…', each
 * once, in order). A page a CDN may keep (issue 32, item 1) is sent without a nonce: a nonce in a
 * shared copy is the same for every visitor for minutes, so it protects nothing and invites a
 * reuse. Its inline scripts are the same for everyone who gets that copy (the age-consent check,
 * the loader of the route's chunks, React's own), so their hashes allow exactly them and nothing an
 * injection could add.
 */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (!executable(match[1] ?? '')) continue;
    out.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...out];
}

/** Which inline scripts may run: those carrying this response's nonce, or those with these hashes. */
export type ScriptAllowance = string | { hashes: readonly string[] };

/**
 * The page's security headers. Scripts: our own files and the inline scripts carrying this
 * response's nonce, or for a page a CDN may keep, those whose hash is listed (inlineScriptHashes);
 * no other inline script runs. Styles may be inline (the route CSS is inlined
 * and the theme sets CSS variables in style attributes). Images: ours, data/blob URLs and https
 * (a retailer's image CDN from the CMS). Frames: only our own origin and `frameAncestors` (the
 * Storybook preview that embeds the storefront) may frame the page.
 */
export function securityHeaders(scripts: ScriptAllowance, frameAncestors: readonly string[] = []): Record<string, string> {
  const allowed = typeof scripts === 'string' ? `'nonce-${scripts}'` : scripts.hashes.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${allowed ? ` ${allowed}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self'${frameAncestors.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    ...(frameAncestors.length === 0 ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
  };
}
