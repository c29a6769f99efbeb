/**
 * The home page's hero banner from the CMS (homePageSectionsCms, a 'hero' section read by
 * homeSections): a title, a line, a button and an image on the retailer's colours. The image's box
 * is reserved (3:1 on a phone; beside the text from 769 px), and the first section's image is the
 * page's LCP candidate (`priority`).
 */
import clsx from 'clsx';
import type { HomeHeroSection } from '../rules/content/homeSections.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import * as css from './home.css.ts';

export interface HomeHeroProps {
  hero: HomeHeroSection;
  /** The page's first image: loaded eagerly with fetchpriority="high". */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

export function HomeHero({ hero, priority = false, headingLevel = 2 }: HomeHeroProps) {
  const Heading = `h${headingLevel}` as const;
  const hasText = hero.title !== '' || hero.subtitle !== '' || hero.button !== null;
  return (
    <section
      className={clsx(css.hero, hero.image === '' && css.heroTextOnly)}
      aria-label={hero.title || hero.imageAlt || undefined}
      data-home-hero=""
    >
      {hasText ? (
        <div className={css.heroText}>
          {hero.title ? <Heading className={css.heroTitle}>{hero.title}</Heading> : null}
          {hero.subtitle ? <p className={css.heroSubtitle}>{hero.subtitle}</p> : null}
          {hero.button ? (
            <SmartLink href={hero.button.href} className={css.heroButton}>
              {hero.button.text}
            </SmartLink>
          ) : null}
        </div>
      ) : null}
      {hero.image ? (
        <img
          className={css.heroImage}
          src={hero.image}
          // The title says what the banner is: the image is decorative unless the CMS describes it.
          alt={hero.imageAlt}
          width={1200}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : null}
    </section>
  );
}
