/**
 * The store details block (issue 35): the week's hours with today marked (a visible 'Today' label and
 * aria-current, not colour alone), the special hours coming up (and any in force now), the address
 * with a 'Directions' link (Google Maps, a new tab: rel noopener), the phone as a tel: link, the
 * delivery zone with its fee and minimum ('Pickup only' without one) and the state licence number.
 * Every fact comes from the retailer's data through the rules (storeHours.ts, storeDetails.ts); the
 * page adds its own actions (the store's menu buttons) through `actions`.
 *
 * `now` null: the time is not known yet (the server render and its hydration, as the store card):
 * the week shows without a today mark and the special hours list waits for the clock.
 */
import type { ReactNode } from 'react';
import { Clock, MapPin, Phone, ShieldCheck, Truck } from 'lucide-react';
import type { Retailer } from '../domain/types.ts';
import {
  CONTACT_HEADING,
  DELIVERY_HEADING,
  deliveryTerms,
  deliveryZipsText,
  DIRECTIONS_LABEL,
  directionsUrl,
  LICENSE_HEADING,
  licenseText,
  NO_SPECIAL_HOURS_TEXT,
  phoneHref,
  PICKUP_ONLY_TEXT,
  SPECIAL_HOURS_HEADING,
  STORE_HOURS_HEADING,
  storeDateRangeLabel,
  storeAddress,
  storePhone,
  TODAY_LABEL,
} from '../rules/commerce/storeDetails.ts';
import {
  datedHoursText,
  specialHoursInForce,
  storeOpenNowText,
  STORE_OPEN_NOW_TEXT,
  upcomingSpecialHours,
  weeklyHoursRows,
} from '../rules/navigation/storeHours.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { visuallyHidden } from '../primitives/VisuallyHidden.css.ts';
import * as css from './StoreDetails.css.ts';

export type StoreDetailsRetailer = Pick<Retailer, 'id' | 'name' | 'address' | 'addressObject'> &
  Partial<
    Pick<
      Retailer,
      'contactNumber' | 'retailerPhoneNumber' | 'menuTypes' | 'pickupHours' | 'specialHours' | 'timezone' | 'delivery' | 'licenseNumber'
    >
  >;

export interface StoreDetailsProps {
  retailer: StoreDetailsRetailer;
  /** The clock for today's mark, the open/closed line and the upcoming special hours; null: not known yet. */
  now: Date | null;
  /** The store's heading level (the page's title is the h1). Default 2. */
  headingLevel?: 1 | 2 | 3;
  /** The page's buttons for this store (its menus), under the contact details. */
  actions?: ReactNode;
}

const menuTypeNames = { MEDICAL: 'Medical', RECREATIONAL: 'Recreational' } as const;

export function StoreDetails({ retailer, now, headingLevel = 2, actions }: StoreDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const address = storeAddress(retailer);
  const directions = directionsUrl(address);
  const phone = storePhone(retailer);
  const tel = phoneHref(phone);
  const delivery = deliveryTerms(retailer.delivery);
  const zips = deliveryZipsText(retailer.delivery);
  const license = licenseText(retailer.licenseNumber, retailer.addressObject.state);
  const week = weeklyHoursRows(retailer, now ?? new Date(Number.NaN));
  const inForce = specialHoursInForce(retailer);
  const upcoming = now ? upcomingSpecialHours(retailer, now) : null;
  const openNow = now ? storeOpenNowText(retailer, now) : null;
  const menus = (retailer.menuTypes ?? []).map((type) => menuTypeNames[type]).filter(Boolean);

  return (
    <article className={css.root} aria-labelledby={`store-${retailer.id}-name`} data-store-details={retailer.id}>
      <header className={css.header}>
        <Heading id={`store-${retailer.id}-name`} className={css.name}>
          {retailer.name}
        </Heading>
        {menus.length > 0 ? <p className={css.muted}>{menus.join(' · ')}</p> : null}
      </header>

      <section className={css.contact} aria-labelledby={`store-${retailer.id}-contact`}>
        <Sub id={`store-${retailer.id}-contact`} className={css.sectionTitle}>
          {CONTACT_HEADING}
        </Sub>
        <p className={css.line}>
          <MapPin size={18} aria-hidden className={css.icon} />
          <span>{address}</span>
        </p>
        <div className={css.links}>
          {directions ? (
            <SmartLink href={directions} newTab className={css.linkButton}>
              {DIRECTIONS_LABEL}
            </SmartLink>
          ) : null}
          {phone ? (
            tel ? (
              <a href={tel} className={css.linkButton}>
                <Phone size={16} aria-hidden />
                {phone}
              </a>
            ) : (
              <span className={css.line}>
                <Phone size={16} aria-hidden />
                {phone}
              </span>
            )
          ) : null}
        </div>
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </section>

      <section className={css.hours} aria-labelledby={`store-${retailer.id}-hours`}>
        <Sub id={`store-${retailer.id}-hours`} className={css.sectionTitle}>
          {STORE_HOURS_HEADING}
        </Sub>
        <p className={css.status} data-open={openNow === null ? undefined : String(openNow === STORE_OPEN_NOW_TEXT)}>
          <Clock size={18} aria-hidden className={css.icon} />
          {/* Keeps its line while the clock is unknown, so nothing below moves when it fills in. */}
          <span>{openNow ?? '\u00a0'}</span>
        </p>
        <table className={css.week}>
          <caption className={visuallyHidden}>Weekly hours, {retailer.name}</caption>
          <tbody>
            {week.map((row) => (
              <tr key={row.day} className={css.dayRow} aria-current={row.today ? 'date' : undefined} data-today={row.today || undefined}>
                <th scope="row" className={css.day}>
                  {row.day}
                  {row.today ? <span className={css.todayLabel}>{TODAY_LABEL}</span> : null}
                </th>
                <td className={css.dayHours}>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={css.special} aria-labelledby={`store-${retailer.id}-special`}>
        <Sub id={`store-${retailer.id}-special`} className={css.sectionTitle}>
          {SPECIAL_HOURS_HEADING}
        </Sub>
        {inForce ? (
          <p className={css.inForce}>
            <strong>{inForce.name}</strong> {inForce.text}
          </p>
        ) : null}
        {upcoming === null ? null : upcoming.length === 0 ? (
          inForce ? null : (
            <p className={css.muted}>{NO_SPECIAL_HOURS_TEXT}</p>
          )
        ) : (
          <ul className={css.specialList}>
            {upcoming.map((entry) => (
              <li key={`${entry.from}-${entry.name}`} className={css.specialItem} aria-current={entry.today ? 'date' : undefined}>
                <span className={css.specialDate}>
                  {storeDateRangeLabel(entry.from, entry.to)}
                  {entry.today ? <span className={css.todayLabel}>{TODAY_LABEL}</span> : null}
                </span>
                <span className={css.specialName}>{entry.name}</span>
                <span className={css.specialHours} data-closed={entry.closed || undefined}>
                  {datedHoursText(entry)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={css.delivery} aria-labelledby={`store-${retailer.id}-delivery`}>
        <Sub id={`store-${retailer.id}-delivery`} className={css.sectionTitle}>
          {DELIVERY_HEADING}
        </Sub>
        {delivery ? (
          <>
            <p className={css.line}>
              <Truck size={18} aria-hidden className={css.icon} />
              <span>{delivery.zone}</span>
            </p>
            {zips ? <p className={css.muted}>{zips}</p> : null}
            <ul className={css.terms}>
              <li>{delivery.fee}</li>
              <li>{delivery.minimum}</li>
              {delivery.eta ? <li>{delivery.eta}</li> : null}
            </ul>
          </>
        ) : (
          <p className={css.line}>{PICKUP_ONLY_TEXT}</p>
        )}
      </section>

      {license ? (
        <section className={css.license} aria-labelledby={`store-${retailer.id}-license`}>
          <Sub id={`store-${retailer.id}-license`} className={css.sectionTitle}>
            {LICENSE_HEADING}
          </Sub>
          <p className={css.line}>
            <ShieldCheck size={18} aria-hidden className={css.icon} />
            <span>{license}</span>
          </p>
        </section>
      ) : null}
    </article>
  );
}
