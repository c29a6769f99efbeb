// The information pages' widgets (issue 13, item 4): CMS prose, articles, FAQ, events, forms.
export { Prose, internalLinkTarget, type ProseProps } from './Prose.tsx';
export { ArticleCards, type ArticleCardsProps } from './ArticleCards.tsx';
export { ArticleView, type ArticleViewProps } from './ArticleView.tsx';
export { FaqAccordion, FAQ_COLLAPSE_ALL_LABEL, FAQ_EMPTY_MESSAGE, FAQ_EXPAND_ALL_LABEL, type FaqAccordionProps } from './FaqAccordion.tsx';
export { EventCards, EventView, EVENT_PAST_MESSAGE, type EventCardsProps, type EventViewProps } from './EventCards.tsx';
export { AboutView, type AboutViewProps } from './AboutView.tsx';
export { LegalText, type LegalTextProps } from './LegalText.tsx';
export { FieldsForm, type FieldsFormProps, type FieldValues, type FieldFiles } from './FieldsForm.tsx';
export { ContactDetails, type ContactDetailsProps } from './ContactDetails.tsx';
export { CareerOpenings, NO_OPENINGS_MESSAGE, type CareerOpeningsProps } from './CareerOpenings.tsx';
export {
  ContactView,
  CareerView,
  EventsView,
  CONTACT_SUBMIT_LABEL,
  CAREER_SUBMIT_LABEL,
  NO_EVENTS_MESSAGE,
  UPCOMING_EVENTS_TITLE,
  PAST_EVENTS_TITLE,
  OPEN_APPLICATION,
  type ContactViewProps,
  type CareerViewProps,
  type EventsViewProps,
} from './PageViews.tsx';
