/** Account recovery (issue 35): 'Forgot password?' and 'Set a new password', and their calls. */
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';
export { SetNewPasswordForm, ASK_AGAIN_LABEL, type SetNewPasswordFormProps } from './SetNewPasswordForm.tsx';
export {
  consumePasswordReset,
  requestPasswordReset,
  PASSWORD_RESET_API,
  PASSWORD_RESET_CONSUME_API,
  type RecoveryAnswer,
} from './recoveryApi.ts';
