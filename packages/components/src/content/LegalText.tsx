/** Terms, privacy: 'Last updated {date}' and the text. */
import { contentDateLabel } from '../rules/content/sitePages.ts';
import { Prose } from './Prose.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './content.css.ts';

export interface LegalTextProps {
  updatedOn: string;
  bodyHtml: string;
  /** What to say when the CMS has no text yet. */
  emptyMessage: string;
  onNavigate?: (href: string) => void;
}

export function LegalText({ updatedOn, bodyHtml, emptyMessage, onNavigate }: LegalTextProps) {
  const date = contentDateLabel(updatedOn);
  return (
    <Stack gap="lg" className={css.stack}>
      {date ? <p className={css.meta}>Last updated {date}</p> : null}
      {bodyHtml.trim() ? <Prose html={bodyHtml} onNavigate={onNavigate} /> : <p className={css.intro}>{emptyMessage}</p>}
    </Stack>
  );
}
