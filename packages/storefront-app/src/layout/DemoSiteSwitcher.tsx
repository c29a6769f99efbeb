/**
 * Demo only: a small, labelled select that switches the demo retailer (CMS fixture), so a retailer
 * can flip themes and content. The choice is kept in the URL (?site=) and in local storage.
 */
import { useId } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import * as css from './styles.ts';
import { DEMO_SETTINGS_LABEL, DEMO_SWITCHER_LABEL } from './landmarks.ts';

export function DemoSiteSwitcher() {
  const { siteId, sites, setSiteId } = useSite();
  const id = useId();
  return (
    <section aria-label={DEMO_SETTINGS_LABEL} {...css.demo}>
      <label htmlFor={id} {...css.demoLabel}>
        {DEMO_SWITCHER_LABEL}
      </label>
      <select id={id} {...css.demoSelect} value={siteId} onChange={(event) => setSiteId(event.target.value)}>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </section>
  );
}
