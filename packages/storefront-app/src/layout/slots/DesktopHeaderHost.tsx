/**
 * The desktop header (from 769 px) with its props: its own module, loaded only where it shows
 * (viewportChrome.ts); HeaderSlot renders it.
 */
import { DesktopHeader } from '@storefront/components';
import { useDesktopHeaderProps } from '../../chrome/useDesktopHeaderProps.ts';

export default function DesktopHeaderHost({ pathname }: { pathname: string }) {
  return <DesktopHeader {...useDesktopHeaderProps(pathname)} />;
}
