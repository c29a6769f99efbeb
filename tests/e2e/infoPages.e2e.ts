/**
 * The information pages (issue 13, item 4) as a shopper uses them at 390 and 1440 px: their text is
 * in the server's HTML; the FAQ opens by keyboard; a blog card leads to its post and the post's own
 * links navigate in the app; the contact form checks before sending (spec 5, the warning toast)
 * and the backend keeps the message; a job application sends its resume as multipart form data.
 */
import { expect, test } from './fixtures.ts';
import { cmsPagesFixtures } from '@storefront/fixtures/cms';
import { expectNoA11yViolations } from './axe.ts';

const greenleaf = cmsPagesFixtures.greenleaf;
const mileHigh = cmsPagesFixtures['mile-high'];

test('the about page and a post are in the server HTML; a missing post is a 404 with a way back', async ({ request }) => {
  const about = await request.get('/about');
  expect(about.status()).toBe(200);
  const html = await about.text();
  expect(html).toContain('opened its first store in 2016');
  expect(html).not.toContain('<script>steal');

  const post = greenleaf.blog.posts[1]!;
  const postHtml = await (await request.get(`/blog/${post.slug}`)).text();
  expect(postHtml).toContain(`>${post.title}</h1>`);

  const missing = await request.get('/blog/no-such-post');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This page is not here any more.');
});

test("each retailer has its own pages: Mile High's FAQ asks about delivery", async ({ page }) => {
  await page.goto('/faq?site=mile-high');
  await expect(page.getByRole('button', { name: 'Do you deliver?' })).toBeVisible();
  expect(mileHigh.faq.items.some((item) => item.question === 'Do you deliver?')).toBe(true);
});

test('the FAQ opens and closes by keyboard', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('button', { name: greenleaf.faq.items[1]!.question });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: greenleaf.faq.items[1]!.question })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expectNoA11yViolations(page);
});

test("a blog card opens its post, and the post's link to the menu navigates in the app", async ({ page }) => {
  await page.goto('/blog');
  const newest = greenleaf.blog.posts[0]!;
  await page.getByRole('link', { name: newest.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
  await expect(page.getByRole('heading', { name: 'More from the blog' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('main').getByRole('link', { name: 'menu', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the contact form: a bad e-mail is refused before sending, keeping what was typed; then the backend keeps the message', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill('Ada Smith');
  await form.getByLabel('Email').fill('ada@');
  await form.getByLabel('Message').fill('Do you stock rosin?');
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted += 1;
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please provide a correct email address!');
  await expect(page.getByText('Please provide a correct email address!').nth(1)).toBeVisible(); // the warning toast
  await expect(form.getByLabel('Message')).toHaveValue('Do you stock rosin?');
  expect(posted).toBe(0);

  await form.getByLabel('Email').fill('ada@example.com');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await answer).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('Thanks for getting in touch! We will reply soon.');
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test("a job application: no resume is refused with spec 5's message; with one it is sent as multipart form data", async ({ page }) => {
  await page.goto('/career');
  const opening = greenleaf.career.openings[0]!;
  await page.getByRole('button', { name: `Apply for ${opening.title}` }).click();
  const form = page.getByRole('form', { name: 'Job application' });
  await expect(form.getByLabel('Position')).toHaveValue(opening.title);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Smith');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone').fill('3135550142');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please upload resume.');

  await form
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'ada-smith.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') });
  const request = page.waitForRequest((r) => r.url().endsWith('/api/careers') && r.method() === 'POST');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/careers') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send application' }).click();
  expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { data: { resume: { fileName: string } } }).data.resume.fileName).toBe('ada-smith.pdf');
  await expect(form.getByRole('status')).toHaveText('Thanks for applying! We will be in touch.');
});

test('events: what is coming and what is past, and an event page', async ({ page }) => {
  await page.goto('/events');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Coming up' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Past events' })).toBeVisible();
  const past = greenleaf.events.items.find((e) => e.id === 'harvest-festival')!;
  await main.getByRole('link', { name: past.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(past.title);
  await expect(main.getByText('This event has ended.')).toBeVisible();
  await expect(main.getByText('Saturday, October 3, 2026 · 10:00 AM – 6:00 PM')).toBeVisible();
});
