/**
 * Server rendering, as a search engine or a shopper without JavaScript gets the storefront: the
 * HTML of the first response holds the content, the retailer's theme and the head; unknown things
 * answer 404; robots.txt and sitemap.xml exist; caching headers suit a CDN; links work with
 * JavaScript turned off.
 */
import { cmsFixtureIds, cmsFixtures } from '@storefront/fixtures/cms';
import { products } from '@storefront/fixtures/catalog';
import { parseCms } from '@storefront/components/cms';
import { ageGateContent } from '@storefront/components/age-gate/content';
import { LAB_CERTIFICATE_LABEL } from '@storefront/components/rules';
import { expect, test } from './fixtures.ts';
import { demoData } from './routeExamples.ts';

const [defaultSiteId] = cmsFixtureIds;
const siteNameOf = (siteId: (typeof cmsFixtureIds)[number]) => parseCms(cmsFixtures[siteId]).config.siteSettings.siteName;

/** The theme root's inline CSS variables (themeFromCms), as server-rendered. */
function themeVariables(html: string): string {
  const styles = [...html.matchAll(/style="(--[^"]*)"/g)].map((match) => match[1] ?? '');
  return styles.reduce((longest, style) => (style.length > longest.length ? style : longest), '');
}

test.describe('server-rendered HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once (desktop project)');

  test('/shop holds product names, prices and the retailer theme variables', async ({ request }) => {
    const response = await request.get('/shop');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const shown = products.filter((product) => html.includes(product.productName.replace(/&/g, '&amp;')));
    expect(shown.length).toBeGreaterThan(5);
    expect(html).toMatch(/\$\d+\.\d\d/);
    expect(themeVariables(html)).not.toBe('');
    expect(html).toContain(siteNameOf(defaultSiteId ?? 'greenleaf'));
    expect(response.headers()['cache-control']).toContain('s-maxage=');
    expect(response.headers()['content-encoding']).toBe('gzip');
  });

  test('?site= renders that retailer and remembers it in a cookie', async ({ request }) => {
    const defaultHtml = await (await request.get('/')).text();
    const chosen = await request.get('/?site=mile-high');
    expect(chosen.headers()['set-cookie']).toContain('sf_site=mile-high');
    expect(chosen.headers()['cache-control']).toBe('private, no-store');
    const chosenHtml = await chosen.text();
    expect(themeVariables(chosenHtml)).not.toBe('');
    expect(themeVariables(chosenHtml)).not.toBe(themeVariables(defaultHtml));
    expect(chosenHtml).toContain(siteNameOf('mile-high'));
    const again = await request.get('/', { headers: { cookie: 'sf_site=mile-high' } });
    expect(themeVariables(await again.text())).toBe(themeVariables(chosenHtml));
  });

  test('a product page has its title and Product JSON-LD; a missing product is a 404', async ({ request }) => {
    const response = await request.get(`/product/${demoData.product.productSlug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${demoData.product.productName}`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string },
    );
    const product = jsonLd.find((entry) => entry['@type'] === 'Product') as { name?: string; offers?: unknown } | undefined;
    expect(product?.name).toBe(demoData.product.productName);
    expect(product?.offers).toBeDefined();
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\//);

    expect((await request.get('/product/no-such-product')).status()).toBe(404);
  });

  test("a product's lab results link its certificate of analysis, a PDF with the same batch", async ({ request }) => {
    const lab = demoData.product.labResults;
    test.skip(!lab, 'the demo product has no lab results');
    const html = await (await request.get(`/product/${demoData.product.productSlug}`)).text();
    const href = new RegExp(
      `<a [^>]*href="(/api/products/${demoData.product.productSlug}/certificate-of-analysis\\.pdf)"[^>]*>.*?${LAB_CERTIFICATE_LABEL.replace(/[()]/g, '\\$&')}</a>`,
    ).exec(html)?.[1];
    expect(href).toBeDefined();
    const pdf = await request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = (await pdf.body()).toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain(`Batch: ${lab?.batch ?? ''}`);
  });

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/this-page/does-not-exist');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect((await request.get('/no-such-store')).status()).toBe(404);
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`/product/${demoData.product.productSlug}</loc>`);
    expect(xml).toContain('/find-a-dispensary</loc>');
    expect(xml).not.toContain('/checkout</loc>');
  });

  test('hashed assets are immutable', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(script ?? '/');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('a new shopper answers the age gate, chooses a store (forms), goes home → a category → a product by plain links, adds it to the cart and sees the cart', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: ageGateContent(parseCms(cmsFixtures.greenleaf).config.ageGateCms).confirmText }).click();
    await expect(page.locator('[data-age-gate]')).toHaveCount(0);
    // The first-visit store choice is in the server's HTML: a state, then a store's menu.
    const preference = page.getByRole('dialog', { name: parseCms(cmsFixtures.greenleaf).config.preferenceModalCmsData.title });
    await preference.getByRole('button', { name: /Michigan/ }).click();
    await preference.getByRole('button', { name: 'Shop Recreational' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('main').locator(`a[href^="/category/"]`).first().click();
    await expect(page).toHaveURL(/\/category\//);
    const productLink = page.getByRole('main').locator('a[href^="/product/"]').first();
    await expect(productLink).toBeVisible();
    await productLink.click();
    await expect(page).toHaveURL(/\/product\//);
    // The product page is headed by the product's name, rendered on the server (issue 13).
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('Product Details');
    const name = (await heading.textContent()) ?? '';
    await page.getByRole('button', { name: new RegExp(`^Add to cart: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText('Your Items (1)');
    await expect(page.getByRole('main')).toContainText(name);
  });
});
