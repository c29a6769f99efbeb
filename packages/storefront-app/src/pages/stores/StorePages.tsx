/**
 * Store pages: store details (/{urlSlug or id} and /store-details/{id}: the StoreDetails widget with the
 * store's menu buttons; an unknown store is a 404),
 * find-a-dispensary (the store chooser of spec 2.7: state, store name, closest stores, the store
 * cards), the store directory (stores grouped by state) and the state directories. Every store
 * button goes through the shared store choice actions (the cart check of a switch included).
 */
import { StoreChooserList } from './StoreChooserList.tsx';
import {
  Button,
  Inline,
  NO_RETAILER_FOUND_MESSAGE,
  retailersInState,
  statesWithRetailers,
  StoreDetails,
  storeCardButtons,
  storeDetailsPath,
  type Retailer,
} from '@storefront/components';
import { useStoreChoiceActions } from '../../store-choice/useStoreChoiceActions.ts';
import { useNow } from '../../store-choice/useStoreStatus.ts';
import { useRetailers } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { stateNames } from '../../routes/routeTable.ts';
import { usePreferenceStore } from '../../stores/index.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { CustomerChoice } from './CustomerChoice.tsx';
import { LinkList } from '../shared/LinkList.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { ContentLoading } from '../../layout/PageLoading.tsx';

/** The retailer a URL value names: its urlSlug, with the id (or retailerId) as fallback (spec 2.1). */
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

function storeLinks(retailers: readonly Retailer[]) {
  return retailers.map((retailer) => ({
    key: retailer.id,
    label: `${retailer.name} — ${retailer.addressObject.city}`,
    href: storeDetailsPath(retailer),
  }));
}

/** /find-a-dispensary: the store chooser with full store cards (spec 2.7, 2.8). */
function FindADispensary({ route }: PageProps) {
  return (
    <PageFrame title={route.title}>
      <StoreChooserList />
    </PageFrame>
  );
}

export function StoreDirectoryPage(props: PageProps) {
  if (props.route.id === 'customer-choice') {
    return (
      <PageFrame title={props.route.title}>
        <CustomerChoice />
      </PageFrame>
    );
  }
  return props.route.id === 'find-a-dispensary' ? <FindADispensary {...props} /> : <StoreDirectory {...props} />;
}

function StoreDirectory({ route }: PageProps) {
  const retailers = useRetailers();
  return (
    <PageFrame title={route.title}>
      <QueryView query={retailers} empty={(list) => list.length === 0} emptyMessage={NO_RETAILER_FOUND_MESSAGE}>
        {(list) =>
          statesWithRetailers(list).map((state) => (
            <Section key={state} title={stateNames[state.toLowerCase()] ?? state}>
              <LinkList items={storeLinks(retailersInState(list, state))} />
            </Section>
          ))
        }
      </QueryView>
    </PageFrame>
  );
}

export function StateDirectoryPage({ route }: PageProps) {
  const retailers = useRetailers();
  const state = route.path.slice(1).toUpperCase();
  return (
    <PageFrame title={route.title}>
      <QueryView query={retailers} empty={(list) => retailersInState(list, state).length === 0} emptyMessage={NO_RETAILER_FOUND_MESSAGE}>
        {(list) => <LinkList label={route.title} items={storeLinks(retailersInState(list, state))} />}
      </QueryView>
    </PageFrame>
  );
}
