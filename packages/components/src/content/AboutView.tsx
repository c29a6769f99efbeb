/** The about page: tagline, text and picture side by side from 900px, and the highlights. */
import type { SitePages } from '../cms/sitePages.ts';
import { Prose } from './Prose.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './content.css.ts';

export interface AboutViewProps {
  about: SitePages['about'];
  onNavigate?: (href: string) => void;
}

export function AboutView({ about, onNavigate }: AboutViewProps) {
  return (
    <Stack gap="lg" className={css.stack}>
      {about.tagline ? <p className={css.intro}>{about.tagline}</p> : null}
      <div className={css.split}>
        <Prose html={about.bodyHtml} onNavigate={onNavigate} />
        {about.image ? (
          <img className={css.hero} src={about.image} alt={about.imageAlt} width={800} height={450} fetchPriority="high" />
        ) : null}
      </div>
      {about.highlights.length > 0 ? (
        <ul className={css.highlights} aria-label="At a glance">
          {about.highlights.map((item) => (
            <li key={item.title} className={css.highlight}>
              <strong className={css.highlightTitle}>{item.title}</strong>
              {item.text}
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
