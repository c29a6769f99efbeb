/**
 * The mobile header (below 769 px) with its props: its own module, loaded only where it shows
 * (viewportChrome.ts); HeaderSlot renders it.
 */
import { MobileHeader } from '@storefront/components';
import { useHeaderProps } from '../../chrome/useHeaderProps.ts';

export default function MobileHeaderHost({ pathname }: { pathname: string }) {
  return <MobileHeader {...useHeaderProps(pathname)} />;
}
