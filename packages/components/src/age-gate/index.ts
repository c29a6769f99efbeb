// The first-visit age gate (issue 10).
export { AgeGate, AgeGateExit, type AgeGateProps } from './AgeGate.tsx';
export {
  AGE_GATE_DEFAULTS,
  AGE_GATE_BACK_LABEL,
  AGE_GATE_ANSWER_FIELD,
  ageGateAnswers,
  ageGateContent,
  type AgeGateAnswer,
  type AgeGateText,
} from './ageGateContent.ts';
