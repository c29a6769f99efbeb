import { describe, expect, it } from 'vitest';
import { parseCms } from '@storefront/components/cms';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { offlinePageHtml, webAppHeadTags } from './webApp.ts';

describe('the web app files of a site', () => {
  it("every page's head points at the manifest, with the retailer's colour and icon", () => {
    expect(webAppHeadTags(parseCms(cmsFixtures['mile-high']).config)).toBe(
      '<link rel="manifest" href="/manifest.webmanifest"><meta name="theme-color" content="#4b2a86"><link rel="apple-touch-icon" href="/images/cms/mile-high-app-icon-192.png">',
    );
  });

  it("the offline page: the retailer's name escaped, its colours, no script", () => {
    const { config } = parseCms({
      ...cmsFixtures['copper-state'],
      siteSettings: { ...cmsFixtures['copper-state'].siteSettings, siteName: 'Copper <State> & "Co"' },
    });
    const html = offlinePageHtml(config);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('Copper &lt;State&gt; &amp; &quot;Co&quot; cannot be reached right now.');
    expect(html).toContain('--brand:#b5532a');
    expect(html).toContain('<img src="/app-icons/storefront-192.png" alt="" width="96" height="96">');
    expect(html).not.toMatch(/<script/i);
  });
});
