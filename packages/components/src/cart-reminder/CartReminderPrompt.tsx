/**
 * The cart reminder prompt (issue 12 item 5): a card under the cart's items that offers the
 * abandoned-cart browser notification. The browser's permission question comes only from the
 * shopper pressing 'Turn on reminders' (never on page load); 'Not now' hides it. After the answer
 * it says what happened: reminders on, or blocked (with where to change it). What it shows is
 * cartReminderPromptState's decision; the app passes it in.
 */
import { useEffect, useId, useRef } from 'react';
import { BellRing, BellOff, Check } from 'lucide-react';
import { CART_REMINDER_PROMPT_TEXT, type CartReminderPromptState } from '../rules/commerce/webApp.ts';
import { Button } from '../primitives/Button.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './CartReminderPrompt.css.ts';

export interface CartReminderPromptProps {
  state: CartReminderPromptState;
  /** The shopper pressed 'Turn on reminders': ask the browser (Notification.requestPermission). */
  onEnable: () => void;
  /** 'Not now'. */
  onDismiss: () => void;
  /** While the browser's question is open. */
  busy?: boolean;
  /** The heading's level where the prompt sits (3 in the cart sidebar under its items heading). */
  headingLevel?: 2 | 3;
  className?: string;
}

const icons = { ask: BellRing, granted: Check, denied: BellOff } as const;

export function CartReminderPrompt({ state, onEnable, onDismiss, busy = false, headingLevel = 2, className }: CartReminderPromptProps) {
  const headingId = useId();
  const answerRef = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  // The answer replaces the buttons: focus moves to it, so a keyboard shopper is not left on nothing.
  useEffect(() => {
    if (state === 'ask') asked.current = true;
    else if (asked.current && (state === 'granted' || state === 'denied')) answerRef.current?.focus();
  }, [state]);
  if (state === 'hidden') return null;
  const Icon = icons[state];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={className ? `${css.card} ${className}` : css.card} aria-labelledby={headingId}>
      <span className={css.icon} aria-hidden="true">
        <Icon size={18} />
      </span>
      <div className={css.text}>
        <Heading id={headingId} className={css.heading}>
          {CART_REMINDER_PROMPT_TEXT.heading}
        </Heading>
        {state === 'ask' ? (
          <p className={css.description}>{CART_REMINDER_PROMPT_TEXT.description}</p>
        ) : (
          <p ref={answerRef} tabIndex={-1} role="status" className={css.answer}>
            {state === 'granted' ? CART_REMINDER_PROMPT_TEXT.granted : CART_REMINDER_PROMPT_TEXT.denied}
          </p>
        )}
      </div>
      {state === 'ask' ? (
        <Inline gap="sm" className={css.actions}>
          <Button size="sm" onClick={onEnable} loading={busy}>
            {CART_REMINDER_PROMPT_TEXT.enable}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss} disabled={busy}>
            {CART_REMINDER_PROMPT_TEXT.dismiss}
          </Button>
        </Inline>
      ) : null}
    </section>
  );
}
