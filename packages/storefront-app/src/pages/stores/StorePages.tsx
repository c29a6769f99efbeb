/**
 * Store pages (the store details page is a module of its own: pages/storeDetails):
 * find-a-dispensary (the store chooser of spec 2.7: state, store name, closest stores, the store
 * cards), the store directory (stores grouped by state) and the state directories. Every store
 * button goes through the shared store choice actions (the cart check of a switch included).
 */
import { StoreChooserList } from './StoreChooserList.tsx';
import { NO_RETAILER_FOUND_MESSAGE, retailersInState, statesWithRetailers, storeDetailsPath, type Retailer } from '@storefront/components';
import { useRetailers } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { stateNames } from '../../routes/routeTable.ts';
import { CustomerChoice } from './CustomerChoice.tsx';
import { LinkList } from '../shared/LinkList.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';

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
