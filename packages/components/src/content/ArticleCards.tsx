/**
 * Blog posts or education articles as cards: picture, tags, title (the card's one link), the date
 * line and the excerpt. An empty list says so and offers the way on.
 */
import type { ReactNode } from 'react';
import type { Article } from '../cms/sitePages.ts';
import { articleMetaLine } from '../rules/content/sitePages.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Tiles } from '../primitives/layout/Tiles.tsx';
import { CardImage } from './CardImage.tsx';
import * as css from './content.css.ts';

/** An article's topics ('Guides', 'Science') as small labels; nothing without any. */
export function TopicTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Inline as="ul" gap="xs" aria-label="Topics">
      {tags.map((tag) => (
        <li key={tag} className={css.tag}>
          {tag}
        </li>
      ))}
    </Inline>
  );
}

export interface ArticleCardsProps {
  articles: readonly Article[];
  /** '/blog' or '/education': a card links to `${basePath}/${slug}`. */
  basePath: string;
  /** The cards' title level (h2 under the page's h1, h3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** Shown when there is nothing: what to do instead. */
  empty?: ReactNode;
  /** Names the list for screen readers ('Blog posts'). */
  label: string;
}

export function ArticleCards({ articles, basePath, headingLevel = 2, empty, label }: ArticleCardsProps) {
  if (articles.length === 0)
    return empty ? (
      <Stack align="start" gap="sm" className={css.empty}>
        {empty}
      </Stack>
    ) : null;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tiles as="ul" minItemWidth="17rem" gap="lg" aria-label={label}>
      {articles.map((article) => {
        const meta = articleMetaLine(article);
        return (
          <li key={article.slug}>
            <Stack as="article" className={css.card}>
              <CardImage src={article.image} alt={article.imageAlt} />
              <Stack gap="xs" className={css.cardBody}>
                <TopicTags tags={article.tags} />
                <Title className={css.cardTitle}>
                  <SmartLink className={css.cardLink} href={`${basePath}/${encodeURIComponent(article.slug)}`}>
                    {article.title}
                  </SmartLink>
                </Title>
                {meta ? <p className={css.meta}>{meta}</p> : null}
                {article.excerpt ? <p className={css.cardText}>{article.excerpt}</p> : null}
              </Stack>
            </Stack>
          </li>
        );
      })}
    </Tiles>
  );
}
