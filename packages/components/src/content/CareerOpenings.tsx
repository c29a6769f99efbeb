/** The career page's openings: title, place and kind of work, summary and what it asks for. */
import clsx from 'clsx';
import type { CareerOpening } from '../cms/sitePages.ts';
import { Button } from '../primitives/Button.tsx';
import { Prose } from './Prose.tsx';
import { Panel } from '../primitives/layout/Panel.tsx';
import { Tiles } from '../primitives/layout/Tiles.tsx';
import * as css from './content.css.ts';

export const NO_OPENINGS_MESSAGE = 'There are no openings right now, but we keep every application on file: send yours below.';

export interface CareerOpeningsProps {
  openings: readonly CareerOpening[];
  /** 'Apply for this job' for one opening (the page chooses it in the form and moves there). */
  onApply?: (opening: CareerOpening) => void;
}

export function CareerOpenings({ openings, onApply }: CareerOpeningsProps) {
  if (openings.length === 0) return <p className={css.intro}>{NO_OPENINGS_MESSAGE}</p>;
  return (
    <Tiles as="ul" minItemWidth="17rem" gap="lg" aria-label="Openings">
      {openings.map((opening) => (
        <li key={opening.id}>
          <Panel as="article" gap="md" className={clsx(css.panel, css.panelFill)}>
            <h3 className={css.cardTitle}>{opening.title}</h3>
            <p className={css.meta}>{[opening.location, opening.employment].filter(Boolean).join(' · ')}</p>
            {opening.summary ? <p className={css.cardText}>{opening.summary}</p> : null}
            {opening.descriptionHtml ? <Prose html={opening.descriptionHtml} /> : null}
            {onApply ? (
              <div>
                <Button variant="secondary" size="sm" onClick={() => onApply(opening)}>
                  Apply for {opening.title}
                </Button>
              </div>
            ) : null}
          </Panel>
        </li>
      ))}
    </Tiles>
  );
}
