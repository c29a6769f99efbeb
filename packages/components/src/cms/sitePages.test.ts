import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cmsFixtureIds, cmsPagesFixtures } from '@storefront/fixtures/cms';
import { eventSchedule, readWallClock } from '../rules/content/sitePages.ts';
import { imagePolicyFrom } from './imagePolicy.ts';
import { parseSitePages, sitePagesLimits, sitePagesSchema } from './sitePages.ts';

const fixturesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/cms');
const policy = imagePolicyFrom({ host: '', allowedImageHosts: [] });

describe.each(cmsFixtureIds)('pages fixture %s', (id) => {
  const raw = cmsPagesFixtures[id];
  const { pages, warnings } = parseSitePages(raw, policy);

  it('parses with zero warnings and unchanged', () => {
    expect(warnings).toEqual([]);
    expect(pages).toEqual(raw);
  });

  it('fills every page, with unique slugs and ids', () => {
    expect(pages.about.bodyHtml).not.toBe('');
    expect(pages.faq.items.length).toBeGreaterThanOrEqual(6);
    expect(pages.terms.bodyHtml).toContain('<h2>');
    expect(pages.privacy.bodyHtml).toContain('<h2>');
    expect(pages.career.openings.length).toBeGreaterThanOrEqual(2);
    for (const list of [pages.blog.posts, pages.education.articles]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map((a) => a.slug)).size).toBe(list.length);
    }
    expect(new Set(pages.events.items.map((e) => e.id)).size).toBe(pages.events.items.length);
  });

  it('dates every event, with events to come and past ones at the demo clock (2026-11-18)', () => {
    for (const event of pages.events.items) expect(readWallClock(event.startsAt)).not.toBeNull();
    const { upcoming, past } = eventSchedule(pages.events.items, Date.parse('2026-11-18T12:00:00-05:00'));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
  });

  it('uses images that exist in fixtures/cms/images', () => {
    const images = [
      pages.about.image,
      ...pages.blog.posts.map((a) => a.image),
      ...pages.education.articles.map((a) => a.image),
      ...pages.events.items.map((e) => e.image),
    ].filter(Boolean);
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(existsSync(resolve(fixturesDir, 'images', url.replace('/images/cms/', '')))).toBe(true);
  });
});

it('the three retailers tell their own stories', () => {
  const abouts = cmsFixtureIds.map((id) => parseSitePages(cmsPagesFixtures[id]).pages.about.bodyHtml);
  expect(new Set(abouts).size).toBe(cmsFixtureIds.length);
});

describe('parseSitePages on bad input', () => {
  it.each([null, [], 'about', 42])('%j: empty pages and one warning', (value) => {
    const { pages, warnings } = parseSitePages(value);
    expect(pages).toEqual(sitePagesSchema.parse({}));
    expect(warnings).toHaveLength(1);
  });

  it('drops items without their required fields and resets wrong-typed fields, saying where', () => {
    const { pages, warnings } = parseSitePages({
      about: { bodyHtml: 42, tagline: 'Hi' },
      faq: { items: [{ question: 'Kept?', answerHtml: '<p>Yes</p>' }, { answerHtml: 'no question' }, { question: '' }] },
      blog: { posts: [{ slug: 'a', title: 'A' }, { title: 'No slug' }] },
      events: { items: [{ id: 'e', title: 'E' }] },
    });
    expect(pages.about).toMatchObject({ tagline: 'Hi', bodyHtml: '' });
    expect(pages.faq.items.map((i) => i.question)).toEqual(['Kept?']);
    expect(pages.blog.posts.map((a) => a.slug)).toEqual(['a']);
    expect(pages.blog.posts[0]).toMatchObject({ excerpt: '', tags: [], bodyHtml: '' });
    expect(pages.events.items).toEqual([]);
    expect(warnings.map((w) => w.path)).toEqual(
      expect.arrayContaining(['about.bodyHtml', 'faq.items.1', 'faq.items.2', 'blog.posts.1', 'events.items.0']),
    );
  });

  it('resets images from hosts the CMS does not allow', () => {
    const { pages, warnings } = parseSitePages({ about: { image: 'https://tracker.example/pixel.png' } }, policy);
    expect(pages.about.image).toBe('');
    expect(warnings[0]?.path).toBe('about.image');
  });

  it('keeps at most the limit of a long list', () => {
    const items = Array.from({ length: sitePagesLimits.faq + 5 }, (_, i) => ({ question: `Q${i}` }));
    expect(parseSitePages({ faq: { items } }).pages.faq.items).toHaveLength(sitePagesLimits.faq);
  });
});
