/** The contact page's details: e-mail, phone (tel: link), address and opening hours. */
import type { SitePages } from '../cms/sitePages.ts';
import { formatContactNumber } from '../rules/commerce/validation.ts';
import { Panel } from '../primitives/layout/Panel.tsx';
import * as css from './content.css.ts';

export interface ContactDetailsProps {
  contact: SitePages['contact'];
}

export function ContactDetails({ contact }: ContactDetailsProps) {
  const digits = contact.phone.replace(/\D/g, '');
  const rows: Array<[string, React.ReactNode]> = [];
  if (contact.email) rows.push(['Email', <a href={`mailto:${contact.email}`}>{contact.email}</a>]);
  if (contact.phone)
    rows.push([
      'Phone',
      digits.length >= 10 ? <a href={`tel:${formatContactNumber(digits).replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : contact.phone,
    ]);
  if (contact.address) rows.push(['Address', contact.address]);
  return (
    <Panel as="aside" gap="md" className={css.panel} aria-labelledby="contact-details-title">
      <h2 className={css.panelTitle} id="contact-details-title">
        Get in touch
      </h2>
      {rows.length > 0 ? (
        <dl className={css.definition}>
          {rows.map(([term, value]) => (
            <div key={term} className={css.detailPair}>
              <dt className={css.term}>{term}</dt>
              <dd className={css.value}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {contact.hours.length > 0 ? (
        <>
          <h3 className={css.panelTitle}>Hours</h3>
          <dl className={css.definition}>
            {contact.hours.map((row) => (
              <div key={row.days} className={css.detailPair}>
                <dt className={css.term}>{row.days}</dt>
                <dd className={css.value}>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </Panel>
  );
}
