/**
 * The FAQ as an accordion (issue 13): questions grouped by topic (faqTopics), each a button that
 * shows or hides its answer (aria-expanded, aria-controls; Enter and Space, as buttons do). 'Expand
 * all' and 'Collapse all' act on every answer. Answers are in the page's HTML while hidden (the
 * hidden attribute), so the server renders them and find-in-page can reach them once opened.
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../cms/sitePages.ts';
import { faqTopics } from '../rules/content/sitePages.ts';
import { Button } from '../primitives/Button.tsx';
import { Prose } from './Prose.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './content.css.ts';

export const FAQ_EXPAND_ALL_LABEL = 'Expand all';
export const FAQ_COLLAPSE_ALL_LABEL = 'Collapse all';
export const FAQ_EMPTY_MESSAGE = 'No questions have been added yet.';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Questions open at first (their index in `items`). */
  initiallyOpen?: readonly number[];
  onNavigate?: (href: string) => void;
}

export function FaqAccordion({ items, initiallyOpen = [], onNavigate }: FaqAccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(initiallyOpen));
  if (items.length === 0) return <p className={css.intro}>{FAQ_EMPTY_MESSAGE}</p>;
  const indexOf = new Map(items.map((item, index) => [item, index]));
  const groups = faqTopics(items);
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const allOpen = open.size === items.length;
  return (
    <Stack gap="lg" className={css.stack}>
      <Inline align="center" gap="sm">
        <Button variant="secondary" size="sm" onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((_, index) => index)))}>
          {allOpen ? FAQ_COLLAPSE_ALL_LABEL : FAQ_EXPAND_ALL_LABEL}
        </Button>
      </Inline>
      {groups.map((group, groupIndex) => (
        <Stack
          as="section"
          gap="lg"
          key={group.topic}
          className={css.stack}
          aria-labelledby={groups.length > 1 ? `${id}-topic-${groupIndex}` : undefined}
        >
          {groups.length > 1 ? (
            <h2 className={css.sectionTitle} id={`${id}-topic-${groupIndex}`}>
              {group.topic}
            </h2>
          ) : null}
          <Stack as="ul" className={css.faqList} aria-label={groups.length > 1 ? undefined : group.topic}>
            {group.items.map((item) => {
              const index = indexOf.get(item) ?? 0;
              const expanded = open.has(index);
              return (
                <li key={index} className={css.faqItem}>
                  <h3 className={css.faqQuestion}>
                    <button
                      type="button"
                      className={css.faqButton}
                      aria-expanded={expanded}
                      aria-controls={`${id}-answer-${index}`}
                      id={`${id}-question-${index}`}
                      onClick={() => toggle(index)}
                    >
                      <span>{item.question}</span>
                      <ChevronDown className={css.faqIcon} size={20} aria-hidden />
                    </button>
                  </h3>
                  <div
                    className={css.faqAnswer}
                    id={`${id}-answer-${index}`}
                    role="region"
                    aria-labelledby={`${id}-question-${index}`}
                    hidden={!expanded}
                  >
                    <Prose html={item.answerHtml} onNavigate={onNavigate} />
                  </div>
                </li>
              );
            })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
