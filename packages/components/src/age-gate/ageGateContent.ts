/**
 * The age gate's wording (issue 10): the retailer's CMS wording (ageGateCms), blank fields falling
 * back to these defaults. 'Are you 21 or older?' is the issue's; the rest is ours.
 */
import { nonBlank } from '../rules/navigation/text.ts';

export const AGE_GATE_DEFAULTS = {
  title: 'Are you 21 or older?',
  description: 'You must be 21 or older, or a registered medical marijuana patient, to enter this site.',
  confirmText: 'Yes, I am 21+',
  declineText: 'No',
  medicalText: 'I am a medical patient',
  rememberText: 'We will remember your answer on this browser.',
  exitTitle: 'Sorry, you are not old enough to visit',
  exitDescription:
    'Come back when you are 21. If you are a medical patient under 21, visit a licensed medical dispensary with your caregiver.',
} as const;

/** The exit view's way back (someone who pressed 'No' by mistake). */
export const AGE_GATE_BACK_LABEL = 'Go back';

export type AgeGateText = { -readonly [K in keyof typeof AGE_GATE_DEFAULTS]: string };
export type AgeGateAnswer = 'adult' | 'medical' | 'under-age';
export const ageGateAnswers: readonly AgeGateAnswer[] = ['adult', 'medical', 'under-age'];

/** The gate's form (it posts before the page's code has loaded, primitives/PostForm): the pressed button's answer. */
export const AGE_GATE_ANSWER_FIELD = 'answer';

export function ageGateContent(cms: Partial<Record<keyof AgeGateText, string | null | undefined>> | null | undefined): AgeGateText {
  const keys = Object.keys(AGE_GATE_DEFAULTS) as Array<keyof AgeGateText>;
  return Object.fromEntries(keys.map((key) => [key, nonBlank(cms?.[key]) ?? AGE_GATE_DEFAULTS[key]])) as AgeGateText;
}
