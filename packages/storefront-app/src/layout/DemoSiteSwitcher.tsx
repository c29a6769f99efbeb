/**
 * Demo only: a small, labelled select that switches the demo retailer (CMS fixture), so a retailer
 * can flip themes and content. The choice is kept in the URL (?site=) and in local storage.
 */
import { useId } from 'react';
import { Inline } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import * as css from './DemoSiteSwitcher.css.ts';
import { DEMO_SETTINGS_LABEL, DEMO_SWITCHER_LABEL } from './landmarks.ts';

export function DemoSiteSwitcher() {
  const { siteId, sites, setSiteId } = useSite();
  const id = useId();
  return (
    <Inline as="section" gap="sm" align="center" justify="center" className={css.bar} aria-label={DEMO_SETTINGS_LABEL}>
      <label htmlFor={id} className={css.label}>
        {DEMO_SWITCHER_LABEL}
      </label>
      <select id={id} className={css.select} value={siteId} onChange={(event) => setSiteId(event.target.value)}>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </Inline>
  );
}
