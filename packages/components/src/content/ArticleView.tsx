/**
 * One blog post or education article: its picture, tags, date line, text, and up to three related
 * articles ('More from the blog').
 */
import type { Article } from '../cms/sitePages.ts';
import { articleMetaLine } from '../rules/content/sitePages.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { ArticleCards, TopicTags } from './ArticleCards.tsx';
import { Prose } from './Prose.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './content.css.ts';

export interface ArticleViewProps {
  article: Article;
  related: readonly Article[];
  basePath: string;
  /** 'More from the blog' */
  relatedTitle: string;
  /** The list page's link text ('All posts'). */
  backLabel: string;
  onNavigate?: (href: string) => void;
}

export function ArticleView({ article, related, basePath, relatedTitle, backLabel, onNavigate }: ArticleViewProps) {
  const meta = articleMetaLine(article);
  return (
    <Stack gap="lg" className={css.stack}>
      {meta ? <p className={css.meta}>{meta}</p> : null}
      <TopicTags tags={article.tags} />
      {article.image ? (
        <img className={css.hero} src={article.image} alt={article.imageAlt} width={800} height={450} fetchPriority="high" />
      ) : null}
      {article.bodyHtml ? (
        <Prose html={article.bodyHtml} onNavigate={onNavigate} />
      ) : article.excerpt ? (
        <p className={css.intro}>{article.excerpt}</p>
      ) : null}
      <p className={css.meta}>
        <SmartLink href={basePath}>{backLabel}</SmartLink>
      </p>
      {related.length > 0 ? (
        <Stack as="section" gap="lg" className={css.stack} aria-labelledby={`related-${article.slug}`}>
          <h2 className={css.sectionTitle} id={`related-${article.slug}`}>
            {relatedTitle}
          </h2>
          <ArticleCards articles={related} basePath={basePath} headingLevel={3} label={relatedTitle} />
        </Stack>
      ) : null}
    </Stack>
  );
}
