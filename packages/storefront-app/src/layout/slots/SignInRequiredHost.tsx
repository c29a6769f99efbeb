/**
 * The sign-in-required modal (one instance, opened by ui.signInRequiredOpen: a guest on a
 * login-required route or at a signed-in-only control). Its own module: closed on the first load,
 * it loads on the first open and is fetched ahead when the browser is idle (AppLayout's onDemandSlot).
 */
import { SignInRequiredModal } from '@storefront/components';
import { useUiStore } from '../../stores/index.ts';

export default function SignInRequiredHost() {
  const open = useUiStore((state) => state.signInRequiredOpen);
  const setOpen = useUiStore((state) => state.setSignInRequiredOpen);
  return <SignInRequiredModal open={open} onClose={() => setOpen(false)} />;
}
