/**
 * A form answered by the server (posted before the page's code had loaded) that was refused comes
 * back with `?notice=<code>` (shop/shopperActions.ts): once the page's code runs, the message shows
 * as a toast and the code leaves the address (a reload does not say it again). Sign-in and sign-up
 * show theirs in the form instead (SignInForm).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@storefront/components';
import { FORM_NOTICE_PARAM, formNoticeOf } from './shopperActions.ts';

const SHOWN_IN_FORM = new Set(['sign-in-failed', 'sign-up-failed']);

export function useFormNotice(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const notice = formNoticeOf(params);
    if (!notice) return;
    if (!SHOWN_IN_FORM.has(notice.code)) notify.error(notice.message);
    params.delete(FORM_NOTICE_PARAM);
    void navigate({ pathname, search: params.size > 0 ? `?${params.toString()}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
}
