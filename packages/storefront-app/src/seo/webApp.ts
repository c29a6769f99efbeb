/**
 * The installable web app's files for the site of a request (issue 12 item 5): the manifest
 * (webAppManifest over the retailer's CMS), the head tags that point at it, and the offline page
 * the service worker shows when a page cannot be reached (the retailer's name and colours, no
 * script, no request of its own).
 */
import { cmsQuery } from '@storefront/components/api';
import type { SiteConfig } from '@storefront/components';
import { WEB_APP_PATHS, webAppManifest } from '@storefront/components/rules';
import { escapeHtml } from '@storefront/components/seo';
import { themeFromCms } from '@storefront/tokens';
import { createQueryClient } from '../api/queryClient.ts';
import { parseCmsOnce } from '../site/parseSiteCms.ts';

async function siteConfig(siteId: string): Promise<SiteConfig> {
  const client = createQueryClient({ server: true });
  return parseCmsOnce(await client.fetchQuery(cmsQuery(siteId)).catch(() => ({}))).config;
}

/** <link rel="manifest">, the browser's theme colour and the home-screen icon, for every page. */
export function webAppHeadTags(config: SiteConfig): string {
  const manifest = webAppManifest(config);
  const touchIcon = manifest.icons.find((icon) => icon.purpose === 'any' && icon.type === 'image/png') ?? manifest.icons[0];
  return [
    `<link rel="manifest" href="${WEB_APP_PATHS.manifest}">`,
    `<meta name="theme-color" content="${escapeHtml(manifest.theme_color)}">`,
    touchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(touchIcon.src)}">` : '',
  ].join('');
}

export async function webAppManifestJson({ siteId }: { siteId: string }): Promise<string> {
  return JSON.stringify(webAppManifest(await siteConfig(siteId)));
}

/** The offline page: self-contained (inline style, the icon as the only image, cached with it). */
export function offlinePageHtml(config: SiteConfig): string {
  const manifest = webAppManifest(config);
  const { values } = themeFromCms(config);
  const icon = manifest.icons.find((entry) => entry.purpose === 'any') ?? manifest.icons[0];
  const name = escapeHtml(manifest.name);
  const css = [
    `:root{color-scheme:light;--brand:${values.color.brand};--on-brand:${values.color.brandContrast};--page:${values.color.background};--text:${values.color.text};--muted:${values.color.textMuted};--focus:${values.color.focus}}`,
    'body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--page);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    'main{max-width:26rem;padding:2rem 1.5rem;text-align:center}',
    'img{width:96px;height:96px;border-radius:22px}',
    'h1{font-size:1.5rem;line-height:1.25;margin:1.25rem 0 .5rem}',
    'p{margin:0 0 1.5rem;color:var(--muted)}',
    'a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.5rem;border-radius:8px;background:var(--brand);color:var(--on-brand);font-weight:600;text-decoration:none}',
    'a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}',
  ].join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>You are offline · ${name}</title>`,
    `<meta name="theme-color" content="${escapeHtml(manifest.theme_color)}">`,
    `<style>${css}</style></head><body><main>`,
    icon ? `<img src="${escapeHtml(icon.src)}" alt="" width="96" height="96">` : '',
    `<h1>You are offline</h1>`,
    `<p>${name} cannot be reached right now. Your cart is kept on this device; check your connection and try again.</p>`,
    // A plain link (no script on this page): reloading the page the shopper asked for.
    `<a href="">Try again</a>`,
    '</main></body></html>',
  ].join('');
}

export async function offlinePage({ siteId }: { siteId: string }): Promise<string> {
  return offlinePageHtml(await siteConfig(siteId));
}
