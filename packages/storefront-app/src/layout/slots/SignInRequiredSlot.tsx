/** The sign-in-required modal's slot: its module loads on the first open (SignInRequiredHost.tsx). */
import { onDemandSlot } from './onDemandSlot.tsx';

export const SignInRequiredSlot = onDemandSlot(
  (state) => state.signInRequiredOpen,
  () => import('./SignInRequiredHost.tsx'),
);
