/**
 * The desktop footer widget. Its own module so FooterSlot can load it lazily: the footer (its
 * retailer carousel, the subtext sanitizer) is below the fold and hidden below 769 px, so it is not
 * part of the first load. Its props, queries and skeleton timer stay in FooterSlot, which renders
 * from the first load: the calls start with the page and the 1500 ms count starts at page load.
 */
import { SiteFooter, type SiteFooterProps } from '@storefront/components';

export default function SiteFooterHost(props: SiteFooterProps) {
  return <SiteFooter {...props} />;
}
