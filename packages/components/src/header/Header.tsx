import { Fragment } from 'react';
import clsx from 'clsx';
import { showsStoreBar, shouldShowDefaultHomePageControl } from '../rules/navigation/storeBar.ts';
import { cluster, header, row as rowClass, slot } from './Header.css.ts';
import { headerDesigns, type HeaderDesign, type HeaderPart, type HeaderRow, type HeaderSlotItem } from './headerDesigns.ts';
import type { HeaderData, HeaderProps } from './headerTypes.ts';
import { DefaultHomePageControl } from './parts/DefaultHomePageControl.tsx';
import { Hamburger } from './parts/Hamburger.tsx';
import { HeaderRowProvider } from './parts/headerRowContext.ts';
import { Logo } from './parts/Logo.tsx';
import { NavLinks } from './parts/NavLinks.tsx';
import { NotificationBell } from './parts/NotificationBell.tsx';
import { SearchControl } from './parts/SearchControl.tsx';
import { StoreBar } from './parts/StoreBar.tsx';
import { StorePickerButton } from './parts/StorePickerButton.tsx';
import { WishlistButton } from './parts/WishlistButton.tsx';
import { showsNotificationBell } from '../rules/navigation/shopperBadges.ts';

/**
 * Which parts render for this data: the same rules the parts apply, read up front so a row whose
 * parts are all absent (no store bar for e-commerce, no links) is left out instead of left empty.
 */
export function visibleHeaderParts(data: HeaderData): Record<HeaderPart, boolean> {
  return {
    logo: true,
    search: true,
    wishlist: true,
    notifications: showsNotificationBell(data.shopper),
    storeBar: showsStoreBar(data.provider),
    navLinks: data.navLinksLoading || data.navLinks.length > 0,
    defaultHomePage: shouldShowDefaultHomePageControl({
      provider: data.provider,
      retailerId: data.retailerId,
      isDefaultHomePage: data.isDefaultHomePage,
    }),
    hamburger: true,
    storePicker: true,
  };
}

type Bleed = 'both' | 'end' | 'none';

function renderPart(item: HeaderSlotItem, props: HeaderProps, layout: HeaderDesign, bleed: Bleed) {
  switch (item.part) {
    case 'logo':
      return <Logo {...props.logo} look={item.look} size={layout.logoSize} />;
    case 'search':
      return (
        <SearchControl
          searchType={props.searchType}
          look={item.look}
          placeholder={props.searchPlaceholder}
          onOpenSearch={props.onOpenSearch}
        />
      );
    case 'wishlist':
      return <WishlistButton shopper={props.shopper} look={item.look} href={props.wishlistHref} onRequireSignIn={props.onRequireSignIn} />;
    case 'notifications':
      return (
        <NotificationBell
          shopper={props.shopper}
          look={item.look}
          onNotificationsClick={props.onNotificationsClick}
          onRequireSignIn={props.onRequireSignIn}
        />
      );
    case 'storeBar':
      return (
        <StoreBar
          provider={props.provider}
          preference={props.orderPreference}
          posAddressFlag={props.posAddressFlag}
          look={item.look}
          onOpenStorePreference={props.onOpenStorePreference}
        />
      );
    case 'navLinks':
      return (
        <NavLinks
          links={props.navLinks}
          look={item.look}
          loading={props.navLinksLoading}
          currentPath={props.currentPath}
          bleed={bleed}
          onNavLinkClick={props.onNavLinkClick}
        />
      );
    case 'defaultHomePage':
      return (
        <DefaultHomePageControl
          provider={props.provider}
          retailerId={props.retailerId}
          isDefaultHomePage={props.isDefaultHomePage}
          look={item.look}
          onUseDefaultHomePage={props.onUseDefaultHomePage}
        />
      );
    case 'hamburger':
      return <Hamburger look={item.look} onOpenMenu={props.onOpenMenu} />;
    case 'storePicker':
      return <StorePickerButton look={item.look} onOpenStorePicker={props.onOpenStorePicker} />;
    default:
      item satisfies never;
      return null;
  }
}

interface RowViewProps {
  row: HeaderRow;
  layout: HeaderDesign;
  visible: Record<HeaderPart, boolean>;
  props: HeaderProps;
}

function HeaderRowView({ row, layout, visible, props }: RowViewProps) {
  const pick = (items: readonly HeaderSlotItem[] | undefined) => (items ?? []).filter((item) => visible[item.part]);
  const slots = { start: pick(row.start), center: pick(row.center), end: pick(row.end) };
  if (slots.start.length + slots.center.length + slots.end.length === 0) return null;

  const centred = row.arrangement === 'centred';
  const alone = slots.start.length + slots.end.length === 0 && slots.center.length === 1;
  const bleedFor = (position: keyof typeof slots): Bleed =>
    alone ? 'both' : position === 'center' && slots.end.length === 0 ? 'end' : 'none';
  const renderSlot = (position: keyof typeof slots) => {
    const items = slots[position];
    if (items.length === 0 && !centred) return null;
    return (
      <div
        className={clsx(
          slot({ position, centred, rail: row.arrangement === 'rail', withCentre: slots.center.length > 0 }),
          position === 'end' && row.endCluster && cluster,
        )}
      >
        {items.map((item, index) => (
          <Fragment key={`${item.part}-${index}`}>{renderPart(item, props, layout, bleedFor(position))}</Fragment>
        ))}
      </div>
    );
  };

  return (
    <HeaderRowProvider value={{ tone: row.tone, iconSize: row.iconSize ?? 'md' }}>
      <div className={rowClass({ tone: row.tone, size: row.size, arrangement: row.arrangement })} data-tone={row.tone}>
        {renderSlot('start')}
        {renderSlot('center')}
        {renderSlot('end')}
      </div>
    </HeaderRowProvider>
  );
}

/**
 * The mobile header: one component for the eight CMS variants (isHeaderOne … isHeaderEight). The
 * variant picks a layout from `headerDesigns`; every part is shared. Row heights are fixed, so
 * the header's height is known before its images load. Sticky when isStickyHeader is on.
 */
export function Header(props: HeaderProps) {
  const layout = headerDesigns[props.variant];
  const visible = visibleHeaderParts(props);
  return (
    <header
      id={props.id}
      className={clsx(header({ sticky: props.sticky, elevation: layout.elevation }), props.className)}
      data-header-variant={props.variant}
    >
      {layout.rows.map((row, index) => (
        <HeaderRowView key={index} row={row} layout={layout} visible={visible} props={props} />
      ))}
    </header>
  );
}
