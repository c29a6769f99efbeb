import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../primitives/Button.tsx';
import { PostForm, type FormTarget, type PostFormSubmit } from '../primitives/PostForm.tsx';
import { InlineDialogs } from '../primitives/dialog/Dialog.tsx';
import { Modal } from '../primitives/dialog/Modal.tsx';
import { AGE_GATE_PENDING_ATTRIBUTE } from '../rules/constants.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { AGE_GATE_ANSWER_FIELD, AGE_GATE_BACK_LABEL, ageGateAnswers, type AgeGateAnswer, type AgeGateText } from './ageGateContent.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './AgeGate.css.ts';

export interface AgeGateProps {
  open: boolean;
  content: AgeGateText;
  /** The retailer's logo (ageGateCms.logo, else the header logo) and name. */
  logo?: string | undefined;
  siteName: string;
  /** The retailer has a medical menu (retailerMenuTypeSettingsCMS.isMedicalTypeOn): the medical-patient path shows. */
  hasMedicalMenu: boolean;
  /** 'adult' and 'medical' pass the gate; 'under-age' shows the exit view (the app keeps nothing). */
  onAnswer: (answer: AgeGateAnswer) => void;
  /**
   * Before the stored answer is read (the server's HTML and the page's hydration): the gate in
   * place, not yet modal, marked so that the document's first script hides it for a shopper who has
   * answered (AGE_CONSENT_ATTRIBUTE on <html>). A first visit sees the question at the first paint.
   */
  pending?: boolean;
  /**
   * The gate as a real form: it posts the answer to `action` (the server keeps it and sends the
   * shopper back to `returnTo`), so a tap before the page's code has loaded, or without it, counts.
   * Once hydrated the answer is handled here, without a page load. Without `action` the buttons
   * only call onAnswer.
   */
  form?: FormTarget;
  /** Open on the polite exit (the server's answer to a 'No' posted before the code loaded). */
  initialView?: 'question' | 'exit';
}

/** The polite exit for someone under 21: the retailer's words, and a way back for a mistaken 'No'. */
export function AgeGateExit({ content, onBack }: { content: Pick<AgeGateText, 'exitTitle' | 'exitDescription'>; onBack: () => void }) {
  return (
    <Stack align="center" gap="md">
      {/* The dialog's (visually hidden) heading already names it for assistive technology. */}
      <p className={css.exitTitle} aria-hidden="true">
        {content.exitTitle}
      </p>
      <p className={css.text}>{content.exitDescription}</p>
      <Button variant="secondary" onClick={onBack}>
        {AGE_GATE_BACK_LABEL}
      </Button>
    </Stack>
  );
}

/**
 * The first-visit age gate (issue 10): a modal question that must be answered — no close button,
 * Escape and the backdrop do nothing, focus stays inside — over an opaque backdrop, so nothing
 * behind it can be read (the page itself stays in the server's HTML for search engines). 'No'
 * turns it into the polite exit view.
 */
export function AgeGate({
  open,
  content,
  logo,
  siteName,
  hasMedicalMenu,
  onAnswer,
  pending = false,
  form,
  initialView = 'question',
}: AgeGateProps) {
  const [underAge, setUnderAge] = useState(initialView === 'exit');
  const answer = (value: AgeGateAnswer) => {
    if (value === 'under-age') setUnderAge(true);
    onAnswer(value);
  };
  const onSubmit = ({ value }: PostFormSubmit) => {
    if (value !== null && ageGateAnswers.includes(value as AgeGateAnswer)) answer(value as AgeGateAnswer);
  };
  const src = nonBlank(logo);
  const gate = (
    <Modal
      open={open}
      onClose={() => undefined}
      dismissible={false}
      // Shown from the first paint (pending), then asking in the same element: no fade-in, no portal.
      appear={false}
      portal={false}
      backdrop="opaque"
      title={underAge ? content.exitTitle : content.title}
      hideTitle
      className={css.panel}
    >
      <Stack align="center" gap="md" className={css.body} data-age-gate={underAge ? 'exit' : 'question'}>
        {src ? (
          <img src={src} alt={siteName} className={css.logo} width={160} height={48} />
        ) : (
          <ShieldCheck size={40} aria-hidden="true" className={css.icon} />
        )}
        {underAge ? (
          <AgeGateExit content={content} onBack={() => setUnderAge(false)} />
        ) : (
          <>
            {/* The dialog's (visually hidden) heading already names it for assistive technology. */}
            <p className={css.title} aria-hidden="true">
              {content.title}
            </p>
            <p className={css.text}>{content.description}</p>
            <PostForm className={css.actions} target={form} onSubmit={onSubmit}>
              <Button type="submit" name={AGE_GATE_ANSWER_FIELD} value="adult" variant="primary" size="lg" fullWidth>
                {content.confirmText}
              </Button>
              {hasMedicalMenu ? (
                <Button type="submit" name={AGE_GATE_ANSWER_FIELD} value="medical" variant="secondary" size="lg" fullWidth>
                  {content.medicalText}
                </Button>
              ) : null}
              <Button type="submit" name={AGE_GATE_ANSWER_FIELD} value="under-age" variant="ghost" size="lg" fullWidth>
                {content.declineText}
              </Button>
            </PostForm>
            <p className={css.note}>{content.rememberText}</p>
          </>
        )}
      </Stack>
    </Modal>
  );
  // One shape pending or asking, so the element the first paint showed is the one that asks (a
  // replaced element would be a new, later largest paint).
  return (
    <div className={pending ? css.pending : undefined} {...(pending ? { [AGE_GATE_PENDING_ATTRIBUTE]: '' } : {})}>
      <InlineDialogs inline={pending}>{gate}</InlineDialogs>
    </div>
  );
}
