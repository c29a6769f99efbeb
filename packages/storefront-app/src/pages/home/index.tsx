/**
 * Home: the site name as the page heading, today's deals (homeDealsSectionCmsData title and
 * button; the specials of the chosen store, at most DEALS_LIST_LIMIT) and the categories as links.
 * Kept small: it is part of the first load.
 */
import { DEALS_LIST_LIMIT, SmartLink, todaysDealsButton } from '@storefront/components';
import { useCategories, useSpecials } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { categoryLinks, specialLinks } from '../shared/catalogLinks.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { useShopContext } from '../shared/useShopContext.ts';
import * as css from '../shared/styles.ts';

function HomePage({ route }: PageProps) {
  const { config, retailerId, settings } = useShopContext();
  const specials = useSpecials(retailerId);
  const categories = useCategories();
  const deals = config.homeDealsSectionCmsData;
  const button = todaysDealsButton({ isMobile: false, dealsVersion: settings.dealsVersion, buttontext: deals.buttontext, buttonlink: deals.buttonlink });

  return (
    <PageFrame title={settings.siteName} documentTitle={route.id === 'home' ? settings.siteName : route.title}>
      <Section title={deals.title}>
        <QueryView query={specials} empty={(list) => list.length === 0} emptyMessage="No deals today.">
          {(list) => <LinkList label={deals.title} items={specialLinks(list.slice(0, DEALS_LIST_LIMIT))} />}
        </QueryView>
        {button ? (
          <p {...css.text}>
            <SmartLink href={button.href}>{button.label}</SmartLink>
          </p>
        ) : null}
      </Section>
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
