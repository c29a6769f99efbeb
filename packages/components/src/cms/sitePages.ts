/**
 * The information pages' CMS document (issue 13, item 4): about, FAQ, contact, terms, privacy,
 * career openings, blog posts, education articles and events, one document per site
 * (GET /api/cms/:siteId/pages). It is apart from the site's CMS payload, which every page loads:
 * this one is read only by the information pages.
 *
 * Parsed like the CMS payload (never throws): a wrong-typed field takes its default, an item without
 * its required fields (an article without a slug or title, a question without its text) is dropped,
 * an image from a host the CMS does not allow is reset, and each repair is listed. Rich text
 * (`bodyHtml`, `answerHtml`…) stays a string here; the widgets render it through SanitizedHtml.
 */
import { z } from 'zod/mini';
import { block, image, list, required, text } from './fields.ts';
import { dropDisallowedImages, type ImagePolicy } from './imagePolicy.ts';
import { isPlainObject, parseLenient, type CmsWarning } from './lenient.ts';

/** Item limits: far above what a retailer writes, far below what makes a page slow. */
export const sitePagesLimits = { articles: 200, faq: 200, openings: 100, events: 200, highlights: 12, hours: 14 } as const;

/** A page of prose (terms, privacy): when it was last changed, and its text. */
const legalPageSchema = block({
  /** ISO date ('2026-03-01'); '' = no date line. */
  updatedOn: text(''),
  bodyHtml: text(''),
});

/** A blog post or an education article. */
export const articleSchema = z.object({
  /** The last part of its URL (/blog/{slug}, /education/{slug}). */
  slug: required(),
  title: required(),
  /** The card's text; '' = none. */
  excerpt: text(''),
  /** ISO date; '' = undated. */
  publishedOn: text(''),
  author: text(''),
  image: image(),
  imageAlt: text(''),
  /** Labels shown on the card ('Guides', 'Wellness'). */
  tags: list(required(), 10),
  bodyHtml: text(''),
});

export const faqItemSchema = z.object({
  question: required(),
  answerHtml: text(''),
  /** Questions with the same topic are grouped under it; '' = 'General'. */
  topic: text(''),
});

export const careerOpeningSchema = z.object({
  id: required(),
  title: required(),
  location: text(''),
  /** 'Full-time', 'Part-time'… */
  employment: text(''),
  summary: text(''),
  descriptionHtml: text(''),
});

export const eventSchema = z.object({
  /** The last part of its URL (/events/{id}). */
  id: required(),
  title: required(),
  /** ISO date-time with its offset ('2026-12-05T16:00:00-05:00'): an event without one is dropped. */
  startsAt: required(),
  /** ISO date-time; '' = no end shown. */
  endsAt: text(''),
  location: text(''),
  summary: text(''),
  image: image(),
  imageAlt: text(''),
  bodyHtml: text(''),
});

export const sitePagesSchema = z.object({
  about: block({
    /** Under the page's title; '' = none. */
    tagline: text(''),
    bodyHtml: text(''),
    image: image(),
    imageAlt: text(''),
    /** Short facts beside the text ('Family owned since 2014'). */
    highlights: list(z.object({ title: required(), text: text('') }), sitePagesLimits.highlights),
  }),
  faq: block({
    intro: text(''),
    items: list(faqItemSchema, sitePagesLimits.faq),
  }),
  contact: block({
    intro: text(''),
    email: text(''),
    phone: text(''),
    address: text(''),
    hours: list(z.object({ days: required(), hours: required() }), sitePagesLimits.hours),
  }),
  terms: legalPageSchema,
  privacy: legalPageSchema,
  career: block({
    intro: text(''),
    openings: list(careerOpeningSchema, sitePagesLimits.openings),
  }),
  blog: block({
    intro: text(''),
    posts: list(articleSchema, sitePagesLimits.articles),
  }),
  education: block({
    intro: text(''),
    articles: list(articleSchema, sitePagesLimits.articles),
  }),
  events: block({
    intro: text(''),
    items: list(eventSchema, sitePagesLimits.events),
  }),
});

export type SitePages = z.output<typeof sitePagesSchema>;
export type Article = z.output<typeof articleSchema>;
export type FaqItem = z.output<typeof faqItemSchema>;
export type CareerOpening = z.output<typeof careerOpeningSchema>;
export type SiteEvent = z.output<typeof eventSchema>;

export interface ParsedSitePages {
  pages: SitePages;
  warnings: CmsWarning[];
}

const emptyPages = (): SitePages => sitePagesSchema.parse({});

/** Reads a site's pages document; `policy` is the site's image policy (imagePolicyFrom(config.siteSettings)). */
export function parseSitePages(json: unknown, policy?: ImagePolicy): ParsedSitePages {
  if (!isPlainObject(json)) {
    return { pages: emptyPages(), warnings: [{ path: '', message: 'The pages document must be an object; no page content shown' }] };
  }
  const { data, warnings } = parseLenient(sitePagesSchema, json, emptyPages);
  if (policy) warnings.push(...dropDisallowedImages(sitePagesSchema, data, policy));
  return { pages: data, warnings };
}
