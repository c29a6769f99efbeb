/**
 * Home: the site name as the page heading, then the retailer's sections in the CMS's order
 * (homePageSectionsCms, read by homeSections; none listed: the default page): the hero banner,
 * today's deals (the TodaysDeals widget on the retailer's deal cards), the sponsored banner and
 * carousel (the CMS's home ad slots), categories, trending products (spec 7's popular request at
 * the shown store) and brands. The loader fetches what the listed sections need. Kept small: it is
 * part of the first load.
 */
import { Suspense } from 'react';
import { dealsRunningNow, HomeHero, homeSections, TodaysDeals, todaysDealsPropsFromCms, type HomeSection } from '@storefront/components';
import { failureMessage } from '@storefront/components/api';
import { useCategories, useSpecials } from '../../api/queries.ts';
import { AdSlotHost } from '../../ads/AdSlotHost.tsx';
import { HOME_CAROUSEL_AD_SLOT, HOME_HERO_AD_SLOT } from '../../ads/placements.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { categoryLinks } from '../shared/catalogLinks.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { LOAD_FAILED_MESSAGE, QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { useShop } from '../../shop/useShop.ts';
import * as css from './index.css.ts';
import { homeCatalogSections } from './catalogSections.ts';

const CatalogSection = homeCatalogSections.Component;

function Deals() {
  const { config, retailerId } = useShop();
  const specials = useSpecials(retailerId);
  return (
    <TodaysDeals
      {...todaysDealsPropsFromCms(config)}
      deals={specials.data ? dealsRunningNow(specials.data) : undefined}
      failure={specials.isError ? (failureMessage(specials.error) ?? LOAD_FAILED_MESSAGE) : null}
    />
  );
}

function Categories({ title }: { title: string }) {
  const categories = useCategories();
  return (
    <Section title={title}>
      <QueryView query={categories} empty={(list) => list.length === 0} emptyMessage="No categories found.">
        {(list) => <LinkList label={title} items={categoryLinks(list)} />}
      </QueryView>
    </Section>
  );
}

function HomeSectionView({ section, first }: { section: HomeSection; first: boolean }) {
  switch (section.type) {
    case 'hero':
      return <HomeHero hero={section} priority={first} />;
    case 'deals':
      return <Deals />;
    case 'sponsored-banner':
      return <AdSlotHost slotName={HOME_HERO_AD_SLOT} />;
    case 'sponsored-products':
      return <AdSlotHost slotName={HOME_CAROUSEL_AD_SLOT} />;
    case 'categories':
      return <Categories title={section.title} />;
    case 'trending':
    case 'brands':
      return (
        // Below the fold, out of the first load: the server loads the module before it renders (the
        // HTML has the products and brands); a browser hydrates them once the module is in.
        <Suspense fallback={<div className={css.sectionReserve} aria-hidden="true" />}>
          <CatalogSection section={section} />
        </Suspense>
      );
  }
}

function HomePage({ route }: PageProps) {
  const { config, settings } = useShop();
  const sections = homeSections(config.homePageSectionsCms.sections);
  return (
    <PageFrame title={settings.siteName} documentTitle={route.id === 'home' ? settings.siteName : route.title}>
      {sections.map((section, index) => (
        <HomeSectionView key={section.type} section={section} first={index === 0} />
      ))}
    </PageFrame>
  );
}

const pages: PageModule = { home: HomePage };
export default pages;
