/**
 * The store details page (/{urlSlug or id} and /store-details/{id}): the StoreDetails widget (issue
 * 35) with the store's menu buttons; an unknown store is a 404. A page module of its own: the widget
 * and its hours rules are about 2 kB that the store chooser's and directories' pages do not need
 * (the 'stores' module went over its first-load limit when it carried them).
 */
import { Button, Inline, StoreDetails, storeCardButtons, type Retailer } from '@storefront/components';
import { useStoreChoiceActions } from '../../store-choice/useStoreChoiceActions.ts';
import { useNow } from '../../store-choice/useStoreStatus.ts';
import { useRetailers } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { usePreferenceStore } from '../../stores/index.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { ContentLoading } from '../../layout/PageLoading.tsx';
import { findRetailer } from '../shared/catalogLinks.ts';

function StoreButtons({ retailer }: { retailer: Retailer }) {
  const { config } = useSite();
  const current = usePreferenceStore((state) => state.retailerId);
  const menuType = usePreferenceStore((state) => state.menuType);
  const actions = useStoreChoiceActions();
  const buttons = storeCardButtons({
    menuTypes: retailer.menuTypes,
    isMedicalTypeOn: config.retailerMenuTypeSettingsCMS.isMedicalTypeOn,
    isCurrentStore: current === retailer.id,
    currentMenuType: menuType,
  });
  return (
    <Inline gap="sm" align="end">
      {buttons.map((button) => (
        <Button
          key={button.menuType}
          variant={button.isCurrent ? 'secondary' : 'primary'}
          disabled={button.disabled}
          aria-pressed={button.isCurrent}
          onClick={() => {
            if (button.action === 'locationAlert') {
              actions.showLocationAlert(retailer);
              return;
            }
            void actions.switchStore(retailer, button.menuType, button.orderType);
          }}
        >
          {button.label}
        </Button>
      ))}
    </Inline>
  );
}

/** The store details widget (issue 35) at this minute (null until mounted: the server and hydration agree), with the store's menu buttons. */
function StoreDetailsBlock({ retailer }: { retailer: Retailer }) {
  const now = useNow();
  return <StoreDetails retailer={retailer} now={now} actions={<StoreButtons retailer={retailer} />} />;
}

export function StoreDetailsPage({ route, params }: PageProps) {
  const retailers = useRetailers();
  const wanted = params.retailerSlug ?? params.id;
  if (retailers.isPending) {
    return (
      <PageFrame title={route.title}>
        <ContentLoading />
      </PageFrame>
    );
  }
  const retailer = findRetailer(retailers.data, wanted);
  if (!retailer && !retailers.isError) return <NotFoundPage />;
  return (
    <PageFrame title={route.title} documentTitle={retailer?.name ?? route.title}>
      <QueryView query={retailers}>{() => (retailer ? <StoreDetailsBlock retailer={retailer} /> : null)}</QueryView>
    </PageFrame>
  );
}

const pages: PageModule = { storeDetails: StoreDetailsPage };
export default pages;
