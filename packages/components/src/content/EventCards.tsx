/**
 * Events as cards (the events list: to come, then past) and one event's page. The when-line is
 * the event's own local time (eventWhenLabel), the same on the server and in any browser.
 */
import type { SiteEvent } from '../cms/sitePages.ts';
import { eventWhenLabel } from '../rules/content/sitePages.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { Prose } from './Prose.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Tiles } from '../primitives/layout/Tiles.tsx';
import { CardImage } from './CardImage.tsx';
import * as css from './content.css.ts';

export interface EventCardsProps {
  events: readonly SiteEvent[];
  /** '/events': a card links to `${basePath}/${id}`. */
  basePath: string;
  label: string;
  headingLevel?: 2 | 3;
}

export function EventCards({ events, basePath, label, headingLevel = 3 }: EventCardsProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Tiles as="ul" minItemWidth="17rem" gap="lg" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <Stack as="article" className={css.card}>
            <CardImage src={event.image} alt={event.imageAlt} />
            <Stack gap="xs" className={css.cardBody}>
              <p className={css.when}>{eventWhenLabel(event)}</p>
              <Title className={css.cardTitle}>
                <SmartLink className={css.cardLink} href={`${basePath}/${encodeURIComponent(event.id)}`}>
                  {event.title}
                </SmartLink>
              </Title>
              {event.location ? <p className={css.meta}>{event.location}</p> : null}
              {event.summary ? <p className={css.cardText}>{event.summary}</p> : null}
            </Stack>
          </Stack>
        </li>
      ))}
    </Tiles>
  );
}

export interface EventViewProps {
  event: SiteEvent;
  /** The event has ended: said above its details. */
  past: boolean;
  onNavigate?: (href: string) => void;
}

export const EVENT_PAST_MESSAGE = 'This event has ended.';

export function EventView({ event, past, onNavigate }: EventViewProps) {
  return (
    <div className={css.split}>
      <Stack gap="lg" className={css.stack}>
        {past ? (
          <p className={css.meta} role="note">
            <strong>{EVENT_PAST_MESSAGE}</strong>
          </p>
        ) : null}
        <dl className={css.definition}>
          <dt className={css.term}>When</dt>
          <dd className={css.value}>{eventWhenLabel(event)}</dd>
          {event.location ? (
            <>
              <dt className={css.term}>Where</dt>
              <dd className={css.value}>{event.location}</dd>
            </>
          ) : null}
        </dl>
        {event.bodyHtml ? (
          <Prose html={event.bodyHtml} onNavigate={onNavigate} />
        ) : event.summary ? (
          <p className={css.intro}>{event.summary}</p>
        ) : null}
      </Stack>
      {event.image ? (
        <img className={css.hero} src={event.image} alt={event.imageAlt} width={800} height={450} fetchPriority="high" />
      ) : null}
    </div>
  );
}
