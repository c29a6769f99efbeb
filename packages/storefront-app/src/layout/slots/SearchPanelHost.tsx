/**
 * The search panel with its CMS content (searchPanelPropsFromCms) and the shopper's context. Its own
 * module so SearchSlot can load it lazily: the panel (carousel, sanitizer, API calls) is not part of
 * the first load, only of the first search.
 */
import { useMemo } from 'react';
import { SearchPanelContainer, searchPanelPropsFromCms, type SearchPanelContainerProps } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';

export type SearchPanelHostProps = Omit<SearchPanelContainerProps, keyof ReturnType<typeof searchPanelPropsFromCms>>;

export default function SearchPanelHost(props: SearchPanelHostProps) {
  const { config } = useSite();
  const content = useMemo(() => searchPanelPropsFromCms(config), [config]);
  return <SearchPanelContainer {...content} {...props} />;
}
