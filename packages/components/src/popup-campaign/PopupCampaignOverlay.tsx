import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../primitives/Button.tsx';
import { Dialog } from '../primitives/dialog/Dialog.tsx';
import { TextInput } from '../primitives/field/TextInput.tsx';
import { visuallyHidden } from '../primitives/VisuallyHidden.css.ts';
import type { PopupCampaign } from '../cms/popupCampaign.ts';
import {
  POPUP_COUPONS_LABEL,
  popupCouponLine,
  popupLogo,
  popupMainButtonAction,
  popupThankYouButtonAction,
  popupViewAfterSubscription,
  type PopupNavTarget,
} from '../rules/commerce/popupResponses.ts';
import { popupEmailError } from '../rules/commerce/validation.ts';
import { resolvePopupTemplate } from '../rules/navigation/variants.ts';
import { popupTemplateDesigns } from './popupTemplateDesigns.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './PopupCampaign.css.ts';

/** Our labels (the spec gives none): the e-mail field's name, and the buttons when the CMS leaves theirs blank. */
export const POPUP_EMAIL_LABEL = 'Email address';
export const POPUP_FORM_BUTTON_FALLBACK = 'Sign up';
export const POPUP_LINK_BUTTON_FALLBACK = 'Continue';
export const POPUP_CLOSE_LABEL = 'Close';
/** Shown under the form when the subscription fails (ours; the spec clears the codes silently and shows no toast). */
export const POPUP_SUBSCRIBE_FAILED_MESSAGE = 'We could not sign you up just now. Please try again.';

export interface PopupSubscribeResult {
  ok: boolean;
  codes: string[];
}

export interface PopupCampaignOverlayProps {
  campaign: PopupCampaign;
  open: boolean;
  /** The close control, Escape or the backdrop (the host records cancel). */
  onDismiss: () => void;
  /** Main button without a form: the host records CLICK, closes, and navigates unless `navigate` is null. */
  onMainClick: (navigate: PopupNavTarget | null) => void;
  /** With a form: the host records signup and subscribes the trimmed e-mail. */
  onSubscribe: (email: string) => Promise<PopupSubscribeResult>;
  /** After a subscription when the thank section is off: the overlay closes (responded, not cancelled). */
  onFinish: () => void;
  /** Thank-you button: the host records CLICK, closes, and navigates unless `navigate` is null. */
  onThankYouClick: (navigate: PopupNavTarget | null) => void;
  /** Start in the thank-you view with these codes (stories and tests of that view). */
  initialThankYouCodes?: string[];
}

type View = { kind: 'main' } | { kind: 'thank-you'; codes: string[] };

/**
 * The pop-up campaign overlay (spec 2.13) — one component over the template table
 * (popupTemplateDesigns): the optional image, heading, description, the e-mail form with its button
 * (or the main button alone), a close control always present; the thank-you view after a
 * subscription (optional logo, heading, description, optional button, "Your Coupons: " when
 * showCouponCode is on). A modal Dialog: focus moves in, is trapped and given back, Escape closes
 * and the page's scroll is locked. Every decision is a rule's (popupResponses.ts, validation.ts).
 */
export function PopupCampaignOverlay({
  campaign,
  open,
  onDismiss,
  onMainClick,
  onSubscribe,
  onFinish,
  onThankYouClick,
  initialThankYouCodes,
}: PopupCampaignOverlayProps) {
  const template = resolvePopupTemplate(campaign.edit.display.templateType);
  const design = popupTemplateDesigns[template];
  const [view, setView] = useState<View>(initialThankYouCodes ? { kind: 'thank-you', codes: initialThankYouCodes } : { kind: 'main' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // Set in the effect's setup too: StrictMode (development) runs the cleanup once and sets up again.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (view.kind === 'thank-you') thanksRef.current?.focus();
  }, [view.kind]);

  const main = campaign.edit.mainSection;
  const thanks = campaign.thankSection;
  const isThankYou = view.kind === 'thank-you';
  const heading = (isThankYou ? thanks.contentSection.heading : main.contentSection.heading).trim();
  const description = (isThankYou ? thanks.contentSection.description : main.contentSection.description).trim();
  const image = isThankYou ? popupLogo(thanks.imageSection) : popupLogo(main.imageUpload);
  const title = heading || campaign.campaignName.trim() || 'Special offer';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const message = popupEmailError(email);
    setChecked(true);
    setError(message);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    const result = await onSubscribe(email.trim());
    if (!mounted.current) return;
    setBusy(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    if (popupViewAfterSubscription(thanks) === 'thank-you') setView({ kind: 'thank-you', codes: result.codes });
    else onFinish();
  };

  const mainAction = popupMainButtonAction({ isFormEnable: campaign.isFormEnable, button: main.button });
  const couponLine = isThankYou ? popupCouponLine({ showCouponCode: thanks.contentSection.showCouponCode, codes: view.codes }) : null;
  const thankYouButton = thanks.button.required && thanks.button.name.trim() ? thanks.button : null;
  const errorId = `${id}-email-error`;

  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      title={title}
      hideTitle
      closeLabel={POPUP_CLOSE_LABEL}
      placement={design.placement}
      width={design.width}
      className={design.cornerClose ? `${css.panel({ template })} ${css.cornerClose}` : css.panel({ template })}
    >
      <div className={css.body({ template })} data-popup-template={template} data-popup-view={view.kind}>
        {image ? (
          <img className={css.image({ size: design.imageSize })} src={image} alt="" width={design.imagePx} height={design.imagePx} />
        ) : null}
        {/* In the thank-you view the text takes focus (the form's button is gone): its heading and codes are read. */}
        <div ref={thanksRef} className={css.text({ template })} tabIndex={isThankYou ? -1 : undefined}>
          {/* The dialog is named by its (screen-reader) title: this visual heading is not read twice. */}
          <p className={css.heading({ size: design.headingSize })} aria-hidden="true">
            {title}
          </p>
          {description ? <p className={css.description}>{description}</p> : null}
          {couponLine ? (
            // The rule's line ("Your Coupons: " and the codes); each code kept on one line.
            <p className={css.coupons} data-popup-coupons="">
              {POPUP_COUPONS_LABEL}
              {couponLine
                .slice(POPUP_COUPONS_LABEL.length)
                .split(', ')
                .map((code, index) => (
                  <span key={code} className={css.code}>
                    {index > 0 ? ', ' : null}
                    {code}
                  </span>
                ))}
            </p>
          ) : null}
        </div>
        {isThankYou ? (
          thankYouButton ? (
            <Stack gap="sm" className={css.actions}>
              <Button variant="primary" fullWidth onClick={() => onThankYouClick(popupThankYouButtonAction(thankYouButton).navigate)}>
                {thankYouButton.name}
              </Button>
            </Stack>
          ) : null
        ) : mainAction.kind === 'subscribe' ? (
          <form className={css.form({ template })} noValidate onSubmit={submit}>
            <Stack gap="xxs" className={css.field}>
              <label htmlFor={`${id}-email`} className={visuallyHidden}>
                {POPUP_EMAIL_LABEL}
              </label>
              <TextInput
                ref={inputRef}
                id={`${id}-email`}
                className={css.input}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={main.form.emailPlaceholder}
                value={email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  // After a first try the message follows the text: it clears once the e-mail is valid.
                  if (checked) setError(popupEmailError(event.target.value));
                }}
              />
              {error ? (
                <p id={errorId} className={css.error} role="alert">
                  {error}
                </p>
              ) : null}
              {failed ? (
                <p className={css.error} role="alert">
                  {POPUP_SUBSCRIBE_FAILED_MESSAGE}
                </p>
              ) : null}
            </Stack>
            <Button type="submit" variant="primary" fullWidth disabled={busy} aria-busy={busy || undefined}>
              {main.button.name.trim() || POPUP_FORM_BUTTON_FALLBACK}
            </Button>
          </form>
        ) : (
          <Stack gap="sm" className={css.actions}>
            <Button variant="primary" fullWidth onClick={() => onMainClick(mainAction.navigate)}>
              {main.button.name.trim() || POPUP_LINK_BUTTON_FALLBACK}
            </Button>
          </Stack>
        )}
      </div>
    </Dialog>
  );
}
