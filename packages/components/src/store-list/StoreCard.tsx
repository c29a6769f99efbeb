import { useId, useState, type ReactNode } from 'react';
import { Clock, MapPin, Phone } from 'lucide-react';
import { Button } from '../primitives/Button.tsx';
import { PostForm, type FormTarget } from '../primitives/PostForm.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import type { MenuType, OrderType } from '../rules/constants.ts';
import { storeDetailsPath } from '../rules/navigation/paths.ts';
import { storeAddress, storePhone } from '../rules/navigation/storeBar.ts';
import { callLabel, distanceLabel, STORE_DETAILS_LABEL, storeCardButtons, type StoreCardButton } from '../rules/navigation/storeCard.ts';
import { storeCardHoursLine, storeOpenNowText, STORE_OPEN_NOW_TEXT } from '../rules/navigation/storeHours.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import type { Retailer } from '../domain/types.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './StoreCard.css.ts';

/** The retailer fields a store card reads (spec 3 'Retailer / store'). */
export type StoreCardRetailer = Pick<Retailer, 'id' | 'name' | 'retailerName' | 'address' | 'addressObject'> &
  Partial<
    Pick<
      Retailer,
      | 'retailerId'
      | 'contactNumber'
      | 'retailerPhoneNumber'
      | 'urlSlug'
      | 'locationDetail'
      | 'menuTypes'
      | 'pickupHours'
      | 'specialHours'
      | 'timezone'
    >
  >;

/** The fields of a store card's form (it posts before the page's code has loaded): the store, and the pressed button's menu type. */
export const STORE_CHOICE_FIELDS = { retailerId: 'retailerId', menuType: 'menuType', orderType: 'orderType' } as const;

export const storeCardLooks = ['full', 'summary'] as const;
export type StoreCardLook = (typeof storeCardLooks)[number];

export interface StoreCardProps {
  retailer: StoreCardRetailer;
  /** 'full' (spec 2.8, the store chooser) or 'summary' (name, address, call, details: the footer carousel). */
  look?: StoreCardLook;
  /**
   * The clock for today's hours. Default: the time the card mounted. `null`: not known yet (a
   * server-rendered card and its hydration: the server's clock and the browser's may differ, so
   * the hours line keeps its space and fills in once mounted).
   */
  now?: Date | null;
  /** retailerMenuTypeSettingsCMS.isMedicalTypeOn */
  isMedicalTypeOn?: boolean;
  /** This card is the shopper's current store. */
  isCurrentStore?: boolean;
  currentMenuType?: MenuType | null;
  /** The menu type this card is switching to (that button reads 'Loading...', all are disabled). */
  switchingMenuType?: MenuType | null;
  /** A menu-type button was pressed (action 'locationAlert' or 'switch', order type PICKUP). */
  onMenuButton?: (button: StoreCardButton, retailer: StoreCardRetailer) => void;
  headingLevel?: 2 | 3 | 4;
  /**
   * The menu-type buttons as a real form posting to `form.action` (STORE_CHOICE_FIELDS), so a tap
   * before the page's code has loaded chooses the store; once hydrated, onMenuButton handles it.
   */
  form?: FormTarget | undefined;
  /** The order type the form's choice is for (the store preference's active tab); default PICKUP (spec 2.8). */
  orderType?: OrderType | undefined;
}

/** A store's display name: name, else retailerName. */
export function storeName(retailer: Pick<StoreCardRetailer, 'name' | 'retailerName'>): string {
  return nonBlank(retailer.name) ?? nonBlank(retailer.retailerName) ?? '';
}

// The address and phone lines are rules (rules/navigation/storeBar.ts), shared with the store details widget.
export { storeAddress };

function Line({ icon, children, hidden = false }: { icon: ReactNode; children: ReactNode; hidden?: boolean }) {
  return (
    <Inline
      as="p"
      align="start"
      wrap={false}
      gap="sm"
      className={css.line}
      {...(hidden ? { 'aria-hidden': true, 'data-pending': '' } : {})}
    >
      <span className={css.icon} aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </Inline>
  );
}

/**
 * The store location card (spec 2.8): name, '{n} Miles', address, 'Call : {phone}', 'Store Details'
 * (/{urlSlug} else /{id}), today's pickup hours or a status line, and one button per menu type.
 * Every label and rule comes from rules/navigation (storeCard, storeHours, paths).
 */
export function StoreCard({
  retailer,
  look = 'full',
  now,
  isMedicalTypeOn = false,
  isCurrentStore = false,
  currentMenuType = null,
  switchingMenuType = null,
  onMenuButton,
  headingLevel = 3,
  form,
  orderType,
}: StoreCardProps) {
  const nameId = useId();
  const [mountedAt] = useState(() => new Date());
  const Heading = `h${headingLevel}` as const;
  const full = look === 'full';
  const distance = full ? distanceLabel(retailer.locationDetail?.distance) : null;
  const call = callLabel(retailer);
  const phone = storePhone(retailer);
  const address = storeAddress(retailer);
  const details = storeDetailsPath(retailer);
  const clock = now === undefined ? mountedAt : now;
  const hours = full && clock ? storeCardHoursLine(retailer, clock) : null;
  const openNow = full && clock && retailer.pickupHours ? storeOpenNowText(retailer, clock) : null;
  const buttons = full
    ? storeCardButtons({ menuTypes: retailer.menuTypes, isMedicalTypeOn, isCurrentStore, currentMenuType, switchingMenuType })
    : [];

  return (
    <article className={css.card({ look, current: full && isCurrentStore })} aria-labelledby={nameId} data-retailer-id={retailer.id}>
      <Inline align="start" justify="between" wrap={false} gap="sm">
        <Heading id={nameId} className={css.name}>
          {storeName(retailer)}
        </Heading>
        {distance ? <span className={css.distance}>{distance}</span> : null}
      </Inline>
      {address ? <Line icon={<MapPin size={16} />}>{address}</Line> : null}
      {call && phone ? (
        <Line icon={<Phone size={16} />}>
          <a className={css.callLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {call}
          </a>
        </Line>
      ) : null}
      {hours ? (
        <Line icon={<Clock size={16} />}>
          <VisuallyHidden>Hours today: </VisuallyHidden>
          {hours}
          {openNow ? (
            <span className={css.openNow({ open: openNow === STORE_OPEN_NOW_TEXT })} data-open-now={openNow === STORE_OPEN_NOW_TEXT}>
              {openNow}
            </span>
          ) : null}
        </Line>
      ) : full && clock === null ? (
        <Line icon={<Clock size={16} />} hidden>
          {'\u00a0'}
        </Line>
      ) : null}
      {details ? (
        <SmartLink href={details} className={css.detailsLink} aria-describedby={nameId}>
          {STORE_DETAILS_LABEL}
        </SmartLink>
      ) : null}
      {buttons.length > 0 ? (
        <PostForm
          className={css.buttons}
          target={form}
          fields={{ [STORE_CHOICE_FIELDS.retailerId]: retailer.id, [STORE_CHOICE_FIELDS.orderType]: orderType }}
          onSubmit={({ value }) => {
            const button = buttons.find((candidate) => candidate.menuType === value);
            if (button) onMenuButton?.(button, retailer);
          }}
        >
          {buttons.map((button) => (
            <Button
              key={button.menuType}
              type="submit"
              name={STORE_CHOICE_FIELDS.menuType}
              value={button.menuType}
              size="sm"
              wrap
              variant={button.isCurrent ? 'primary' : 'secondary'}
              disabled={button.disabled}
              aria-describedby={nameId}
              data-menu-type={button.menuType}
            >
              {button.label}
            </Button>
          ))}
        </PostForm>
      ) : null}
    </article>
  );
}
