/**
 * The information pages that combine widgets: contact (intro, the form beside the details), career
 * (intro, openings, the application form, whose position an opening's link chooses) and the events
 * list (to come, then past). Pages hand them data and callbacks only.
 */
import { useState, type ReactNode } from 'react';
import type { SitePages } from '../cms/sitePages.ts';
import { CAREER_FORM_FIELDS, CONTACT_FORM_FIELDS } from '../rules/content/forms.ts';
import { eventSchedule } from '../rules/content/sitePages.ts';
import { CareerOpenings } from './CareerOpenings.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { EventCards } from './EventCards.tsx';
import { FieldsForm, type FieldFiles, type FieldValues } from './FieldsForm.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './content.css.ts';

export const CONTACT_SUBMIT_LABEL = 'Send message';
export const CAREER_SUBMIT_LABEL = 'Send application';
export const NO_EVENTS_MESSAGE = 'No events are planned right now. Check back soon, or follow us for news.';
export const UPCOMING_EVENTS_TITLE = 'Coming up';
export const PAST_EVENTS_TITLE = 'Past events';

type Submit = (values: FieldValues, files: FieldFiles) => Promise<string | null>;

function Intro({ children }: { children: ReactNode }) {
  return <p className={css.intro}>{children}</p>;
}

export interface ContactViewProps {
  contact: SitePages['contact'];
  onSubmit: Submit;
  onInvalid?: (message: string) => void;
}

export function ContactView({ contact, onSubmit, onInvalid }: ContactViewProps) {
  return (
    <Stack gap="lg" className={css.stack}>
      {contact.intro ? <Intro>{contact.intro}</Intro> : null}
      <div className={css.split}>
        <FieldsForm
          fields={CONTACT_FORM_FIELDS}
          label="Contact us"
          submitLabel={CONTACT_SUBMIT_LABEL}
          onSubmit={onSubmit}
          onInvalid={onInvalid}
        />
        <ContactDetails contact={contact} />
      </div>
    </Stack>
  );
}

export interface CareerViewProps {
  career: SitePages['career'];
  onSubmit: Submit;
  onInvalid?: (message: string) => void;
}

/** Not a field: makes a repeated choice of the same opening a new preset. */
const PRESET_TIMES = '__times';

/** The choice for openings the CMS does not list ('Open application'). */
export const OPEN_APPLICATION = 'Open application';

export function CareerView({ career, onSubmit, onInvalid }: CareerViewProps) {
  // Choosing an opening sets the form's position; what was typed in the other fields stays.
  // (The counter makes choosing the same opening again set it again after the shopper changed it.)
  const [position, setPosition] = useState({ title: '', times: 0 });
  const choices = [
    ...career.openings.map((opening) => ({ value: opening.title, label: [opening.title, opening.location].filter(Boolean).join(' · ') })),
    { value: OPEN_APPLICATION, label: OPEN_APPLICATION },
  ];
  return (
    <Stack gap="lg" className={css.stack}>
      {career.intro ? <Intro>{career.intro}</Intro> : null}
      <Stack as="section" gap="lg" className={css.stack} aria-labelledby="career-openings">
        <h2 className={css.sectionTitle} id="career-openings">
          Openings
        </h2>
        <CareerOpenings
          openings={career.openings}
          onApply={(opening) => {
            setPosition((current) => ({ title: opening.title, times: current.times + 1 }));
            requestAnimationFrame(() => document.getElementById('apply')?.focus());
          }}
        />
      </Stack>
      <Stack as="section" gap="lg" className={css.stack} aria-labelledby="career-apply">
        <h2 className={css.sectionTitle} id="career-apply">
          <span id="apply" tabIndex={-1}>
            Apply
          </span>
        </h2>
        <FieldsForm
          fields={CAREER_FORM_FIELDS}
          label="Job application"
          submitLabel={CAREER_SUBMIT_LABEL}
          preset={position.times > 0 ? { position: position.title, [PRESET_TIMES]: String(position.times) } : undefined}
          choices={{ position: choices }}
          onSubmit={onSubmit}
          onInvalid={onInvalid}
        />
      </Stack>
    </Stack>
  );
}

export interface EventsViewProps {
  events: SitePages['events'];
  /** The clock (ms): what has ended is listed under 'Past events'. */
  now: number;
  basePath?: string;
}

export function EventsView({ events, now, basePath = '/events' }: EventsViewProps) {
  const { upcoming, past } = eventSchedule(events.items, now);
  return (
    <Stack gap="lg" className={css.stack}>
      {events.intro ? <Intro>{events.intro}</Intro> : null}
      <Stack as="section" gap="lg" className={css.stack} aria-labelledby="events-upcoming">
        <h2 className={css.sectionTitle} id="events-upcoming">
          {UPCOMING_EVENTS_TITLE}
        </h2>
        {upcoming.length > 0 ? (
          <EventCards events={upcoming} basePath={basePath} label={UPCOMING_EVENTS_TITLE} />
        ) : (
          <p className={css.intro}>{NO_EVENTS_MESSAGE}</p>
        )}
      </Stack>
      {past.length > 0 ? (
        <Stack as="section" gap="lg" className={css.stack} aria-labelledby="events-past">
          <h2 className={css.sectionTitle} id="events-past">
            {PAST_EVENTS_TITLE}
          </h2>
          <EventCards events={past} basePath={basePath} label={PAST_EVENTS_TITLE} />
        </Stack>
      ) : null}
    </Stack>
  );
}
