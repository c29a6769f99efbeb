/**
 * Home: the site name as the page heading, today's deals (the TodaysDeals widget: the CMS title
 * and button, the chosen store's deals running now as the retailer's deal cards) and the
 * categories as links, with the CMS's home ad slots (a hero banner above the deals, a sponsored
 * carousel under them). Kept small: it is part of the first load.
 */
import { dealsRunningNow, TodaysDeals, todaysDealsPropsFromCms } from '@storefront/components';
import { useCategories, useSpecials } from '../../api/queries.ts';
import { AdSlotHost } from '../../ads/AdSlotHost.tsx';
import { HOME_CAROUSEL_AD_SLOT, HOME_HERO_AD_SLOT } from '../../ads/placements.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { categoryLinks } from '../shared/catalogLinks.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { LOAD_FAILED_MESSAGE, QueryView } from '../shared/QueryView.tsx';
import { failureMessage } from '@storefront/components/api';
import { Section } from '../shared/Section.tsx';
import { useShopContext } from '../shared/useShopContext.ts';

function HomePage({ route }: PageProps) {
  const { config, retailerId, settings } = useShopContext();
  const specials = useSpecials(retailerId);
  const categories = useCategories();

  return (
    <PageFrame title={settings.siteName} documentTitle={route.id === 'home' ? settings.siteName : route.title}>
      <AdSlotHost slotName={HOME_HERO_AD_SLOT} />
      <TodaysDeals
        {...todaysDealsPropsFromCms(config)}
        deals={specials.data ? dealsRunningNow(specials.data) : undefined}
        failure={specials.isError ? (failureMessage(specials.error) ?? LOAD_FAILED_MESSAGE) : null}
      />
      <AdSlotHost slotName={HOME_CAROUSEL_AD_SLOT} />
      <Section title="Shop by Category">
        <QueryView query={categories} empty={(list) => list.length === 0} emptyMessage="No categories found.">
          {(list) => <LinkList label="Categories" items={categoryLinks(list)} />}
        </QueryView>
      </Section>
    </PageFrame>
  );
}

const pages: PageModule = { home: HomePage };
export default pages;
