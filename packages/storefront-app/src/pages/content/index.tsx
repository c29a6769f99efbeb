/**
 * Information pages (spec 2.1; issue 13 item 4): about, blog(s), a post, education, an article, FAQ,
 * contact, terms, privacy, career, events and an event, from the site's pages document (loaded by
 * the route loader, so the server's HTML holds the text). Customer support is in the account
 * module (pages/account/Support.tsx).
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  AboutView,
  ArticleCards,
  ArticleView,
  articlesByDate,
  CareerView,
  ContactView,
  EventView,
  EventsView,
  eventSchedule,
  FaqAccordion,
  findArticle,
  findEvent,
  imagePolicyFrom,
  LegalText,
  notify,
  parseSitePages,
  Prose,
  relatedArticles,
  SmartLink,
  type SitePages,
} from '@storefront/components';
import { sendCareerApplication, sendContactMessage, sitePagesQuery } from '@storefront/components/api';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import type { RouteDef } from '../../routes/routeTable.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/page.css.ts';

export const ARTICLE_NOT_FOUND_MESSAGE = 'This page is not here any more.';
export const LEGAL_EMPTY_MESSAGE = 'This page has not been written yet. Please contact us with any question.';

/** The site's pages document, parsed with its image policy (warnings logged once per document). */
function useSitePages() {
  const { siteId, config } = useSite();
  const query = useQuery(sitePagesQuery(siteId));
  const pages = useMemo(() => {
    if (!query.data) return undefined;
    const parsed = parseSitePages(query.data, imagePolicyFrom(config.siteSettings));
    if (parsed.warnings.length > 0) console.warn(`[pages] "${siteId}": ${parsed.warnings.length} warning(s)`, parsed.warnings);
    return parsed.pages;
  }, [query.data, config.siteSettings, siteId]);
  return { ...query, data: pages };
}

function NotFound({ back, label }: { back: string; label: string }) {
  return (
    <p className={css.muted}>
      {ARTICLE_NOT_FOUND_MESSAGE} <SmartLink href={back}>{label}</SmartLink>
    </p>
  );
}

interface ViewProps {
  pages: SitePages;
  route: RouteDef;
  params: PageProps['params'];
  /** When the document was read: the events' clock, the same on the server and when hydrating. */
  readAt: number;
  navigate: (href: string) => void;
}

const blog = {
  base: '/blog',
  list: (p: SitePages) => p.blog.posts,
  intro: (p: SitePages) => p.blog.intro,
  related: 'More from the blog',
  back: 'All posts',
  label: 'Blog posts',
};
const education = {
  base: '/education',
  list: (p: SitePages) => p.education.articles,
  intro: (p: SitePages) => p.education.intro,
  related: 'Keep learning',
  back: 'All guides',
  label: 'Guides',
};

/** The page's title for the heading: the post's, article's or event's when there is one. */
function itemTitle(route: RouteDef, params: PageProps['params'], pages: SitePages | undefined): string | undefined {
  if (!pages) return undefined;
  if (route.id === 'blog-detail') return findArticle(blog.list(pages), params.slug)?.title;
  if (route.id === 'education-detail') return findArticle(education.list(pages), params.slug)?.title;
  if (route.id === 'event') return findEvent(pages.events.items, params.id)?.title;
  return undefined;
}

function useFormSenders() {
  const { siteId } = useSite();
  const { retailerId } = useShop();
  const where = { siteId, retailerId: retailerId ?? '' };
  return {
    contact: (values: Record<string, string>) =>
      sendContactMessage({
        name: values.name ?? '',
        email: values.email ?? '',
        phone: values.contactNumber ?? '',
        subject: values.subject ?? '',
        message: values.message ?? '',
        ...where,
      }),
    career: (values: Record<string, string>, files: Record<string, File | null>) => {
      const resume = files.resume;
      if (!resume) return Promise.resolve(null);
      return sendCareerApplication({
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        email: values.email ?? '',
        phone: values.contactNumber ?? '',
        position: values.position ?? '',
        coverLetter: values.coverLetter ?? '',
        resume,
        ...where,
      });
    },
  };
}

/** Spec 5: the check's message is a warning toast too. */
const warn = (message: string) => notify.warning(message);

function InfoView({ pages, route, params, readAt, navigate }: ViewProps) {
  const send = useFormSenders();
  switch (route.id) {
    case 'about': {
      const upcoming = eventSchedule(pages.events.items, readAt).upcoming.slice(0, 3);
      return (
        <>
          <AboutView about={pages.about} onNavigate={navigate} />
          {upcoming.length > 0 ? <EventsView events={{ intro: '', items: upcoming }} now={readAt} /> : null}
        </>
      );
    }
    case 'blog':
    case 'blogs':
    case 'education': {
      const kind = route.id === 'education' ? education : blog;
      return (
        <>
          {kind.intro(pages) ? <p className={css.muted}>{kind.intro(pages)}</p> : null}
          <ArticleCards
            articles={articlesByDate(kind.list(pages))}
            basePath={kind.base}
            label={kind.label}
            empty={
              <>
                <p className={css.text}>Nothing has been published here yet.</p>
                <SmartLink href="/shop">Browse the menu</SmartLink>
              </>
            }
          />
        </>
      );
    }
    case 'blog-detail':
    case 'education-detail': {
      const kind = route.id === 'education-detail' ? education : blog;
      const article = findArticle(kind.list(pages), params.slug);
      if (!article) return <NotFound back={kind.base} label={kind.back} />;
      return (
        <ArticleView
          article={article}
          related={relatedArticles(kind.list(pages), article)}
          basePath={kind.base}
          relatedTitle={kind.related}
          backLabel={kind.back}
          onNavigate={navigate}
        />
      );
    }
    case 'faq':
      return (
        <>
          {pages.faq.intro ? <Prose html={pages.faq.intro} onNavigate={navigate} /> : null}
          <FaqAccordion items={pages.faq.items} onNavigate={navigate} />
        </>
      );
    case 'contact':
      return <ContactView contact={pages.contact} onSubmit={send.contact} onInvalid={warn} />;
    case 'terms':
    case 'privacy': {
      const page = route.id === 'terms' ? pages.terms : pages.privacy;
      return <LegalText updatedOn={page.updatedOn} bodyHtml={page.bodyHtml} emptyMessage={LEGAL_EMPTY_MESSAGE} onNavigate={navigate} />;
    }
    case 'career':
      return <CareerView career={pages.career} onSubmit={send.career} onInvalid={warn} />;
    case 'events':
      return <EventsView events={pages.events} now={readAt} />;
    case 'event': {
      const event = findEvent(pages.events.items, params.id);
      if (!event) return <NotFound back="/events" label="All events" />;
      const past = eventSchedule([event], readAt).past.length > 0;
      return <EventView event={event} past={past} onNavigate={navigate} />;
    }
    default:
      return null;
  }
}

function InfoPage({ route, params }: PageProps) {
  const query = useSitePages();
  const navigate = useNavigate();
  const title = itemTitle(route, params, query.data) ?? route.title;
  return (
    // The crumbs keep the spec's fixed labels ('Blog Details', 'Education Details'); the h1 names the item.
    <PageFrame title={title}>
      <QueryView query={query}>
        {(pages) => (
          <InfoView pages={pages} route={route} params={params} readAt={query.dataUpdatedAt} navigate={(href) => void navigate(href)} />
        )}
      </QueryView>
    </PageFrame>
  );
}

const pages: PageModule = { info: InfoPage };
export default pages;
