/**
 * Login-required routes (spec 2.1: /your-list*, /notification): "Login is required; otherwise the
 * sign-in-required modal opens." On every route change the modal is opened for a guest on such a
 * route and closed everywhere else; signing in closes it. The page behind keeps its own sign-in
 * notice (PageHost), so a visitor who dismisses the modal still has a way on.
 */
import { useEffect } from 'react';
import { selectIsSignedIn, useSessionStore, useUiStore } from '../stores/index.ts';

export function useSignInGate(pathname: string, loginRequired: boolean): void {
  const signedIn = useSessionStore(selectIsSignedIn);
  const setOpen = useUiStore((state) => state.setSignInRequiredOpen);
  useEffect(() => {
    setOpen(loginRequired && !signedIn);
  }, [pathname, loginRequired, signedIn, setOpen]);
}
