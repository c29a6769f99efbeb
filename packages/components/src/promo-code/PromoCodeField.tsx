/**
 * The promo code field (issue 35, item 1): in the cart sidebar, on the cart page and at checkout. A
 * labelled field with 'Apply'; once the server takes the code, the applied code with what it gives
 * and 'Remove'. The server checks the code (demo-api routes/promoCodes.ts) and its refusal is shown
 * under the field in words from the rules (promoCodes.ts: unknown, expired, used, not applicable…),
 * announced politely (a live region that is always in the page, so the words are read when they come).
 * The discount line itself is the cart's totals' (CartSummary): this widget only takes the code.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  normalizePromoCode,
  PROMO_CODE_APPLY_LABEL,
  PROMO_CODE_LABEL,
  PROMO_CODE_REMOVE_LABEL,
  PROMO_CODE_REQUIRED_MESSAGE,
  PROMO_CODE_UNKNOWN_MESSAGE,
  promoCodeOffer,
  type PromoCodeTerms,
} from '../rules/commerce/promoCodes.ts';
import { Button } from '../primitives/Button.tsx';
import * as form from '../primitives/form.css.ts';
import * as css from './PromoCode.css.ts';

/** What applying answered: the code taken, or the message to show. */
export type PromoApplyAnswer = { ok: true } | { ok: false; message: string };

export interface PromoCodeFieldProps {
  /** The cart's applied code (its terms), or null. */
  applied: PromoCodeTerms | null;
  /** Sends the code (as typed) to the server. */
  onApply: (code: string) => Promise<PromoApplyAnswer>;
  onRemove: () => Promise<void> | void;
  /** The first message (a story's refused state; the page passes none). */
  initialProblem?: string | null;
  initialCode?: string;
}

export const promoAppliedText = (terms: PromoCodeTerms): string => `${promoCodeOffer(terms)} applied`;

export function PromoCodeField({ applied, onApply, onRemove, initialProblem = null, initialCode = '' }: PromoCodeFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const [busy, setBusy] = useState(false);
  const problemId = `${id}-problem`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setProblem(PROMO_CODE_REQUIRED_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    // A code that can't be one (a symbol, too long) is unknown without asking the server.
    if (!normalizePromoCode(code)) {
      setProblem(PROMO_CODE_UNKNOWN_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    void onApply(code)
      .then((answer) => {
        if (answer.ok) setCode('');
        else {
          setProblem(answer.message);
          inputRef.current?.focus();
        }
      })
      .finally(() => setBusy(false));
  };

  const remove = () => {
    setBusy(true);
    void Promise.resolve(onRemove()).finally(() => setBusy(false));
  };

  return (
    <div className={css.root} data-widget="promo-code">
      {applied ? (
        <div className={css.applied}>
          <p className={css.appliedText}>
            {PROMO_CODE_LABEL} <span className={css.code}>{applied.code}</span>: {promoAppliedText(applied)}
          </p>
          <Button
            variant="link"
            size="sm"
            onClick={remove}
            disabled={busy}
            aria-label={`${PROMO_CODE_REMOVE_LABEL} promo code ${applied.code}`}
          >
            {PROMO_CODE_REMOVE_LABEL}
          </Button>
        </div>
      ) : (
        <form className={css.root} onSubmit={submit} noValidate>
          <label className={form.label} htmlFor={`${id}-code`}>
            {PROMO_CODE_LABEL}
          </label>
          <div className={css.row}>
            <input
              ref={inputRef}
              id={`${id}-code`}
              name="promoCode"
              className={problem ? `${css.input} ${css.invalid}` : css.input}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={60}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={busy}>
              {PROMO_CODE_APPLY_LABEL}
            </Button>
          </div>
        </form>
      )}
      {/* Always in the page: a message that appears is read (politely) by screen readers. */}
      <p id={problemId} className={css.problem} role="status" aria-live="polite">
        {applied ? '' : (problem ?? '')}
      </p>
    </div>
  );
}
