/**
 * The pop-up campaigns of the shopper's store (spec 2.13, 4, 6, 7; issue 12 item 2), loaded after
 * the page is up (PopupCampaignSlot): the active campaigns for this visitor (retailerId, visitorId,
 * timezone), the queue and its timing (usePopupQueue over the popups rules), and the overlay.
 * Issue 35: a campaign never opens over another dialog (the age gate, the store choice, the
 * store-closed notice, the checkout offer, the sign-in-required modal, any other modal or drawer) and
 * waits for it; none opens on the cart, checkout or sign-in pages; at most one per page view; its days
 * and hours are read on the store's clock (the retailer's time zone, as its opening hours are). What
 * the shopper does is recorded (VIEW when shown; CANCEL on close; CLICK on a main or thank-you
 * button; SIGNUP with the subscription) and the campaign is never queued again on this browser.
 * Buttons navigate per navUrl (resolvePopupNavUrl): a path in the same tab, a hash, an absolute
 * http(s) URL in a new tab, anything else home. No call shows a toast.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PopupCampaignOverlay, usePopupQueue } from '@storefront/components/popup-campaign';
import {
  popupResponsePayload,
  popupSubscriptionPayload,
  type PopupBlockingDialogs,
  type PopupNavTarget,
  type PopupVisitorResponse,
} from '@storefront/components/rules';
import { activePopupCampaignsQuery, recordPopupResponse, subscribePopupEmail } from '@storefront/components/api/popups';
import type { PopupCampaign } from '@storefront/components/cms';
// Single store modules, not the stores barrel: this chunk then shares less with the first load.
import { APP_STORAGE_KEYS } from '../stores/keys.ts';
import { readStored, writeStored } from '../stores/storage.ts';
import { useUiStore } from '../stores/ui.ts';
import { useStoreStatus } from '../store-choice/useStoreStatus.ts';
import { routeForPath } from '../routes/resolveRoute.ts';
import { browserTimeZone, useVisitorId } from './visitor.ts';

function readAnswered(): string[] {
  const value = readStored(APP_STORAGE_KEYS.popupCampaignsAnswered);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

export interface PopupCampaignHostProps {
  retailerId: string;
  /** The age gate asks (or may still ask: its stored answer is not read yet). */
  ageGateOpen: boolean;
  /** The first-visit store choice has not been seen yet. */
  storeChoicePending: boolean;
}

export default function PopupCampaignHost({ retailerId, ageGateOpen, storeChoicePending }: PopupCampaignHostProps) {
  const visitorId = useVisitorId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Recorded with each response: the visitor's own zone (spec 7). The schedule reads the store's.
  const timezone = browserTimeZone();
  const status = useStoreStatus();
  const query = useQuery(activePopupCampaignsQuery(visitorId ? { retailerId, visitorId, timezone } : null));
  const [answered, setAnswered] = useState<string[]>(readAnswered);
  const ui = useUiStore();
  // Any other modal on the dialog stack counts too (usePopupQueue reads it).
  const dialogs: PopupBlockingDialogs = {
    ageGate: ageGateOpen,
    storeChoice: storeChoicePending || ui.storePickerOpen || ui.preferenceDrawerOpen,
    // Until the store's status is known the notice may still be due: wait for it.
    storeClosed: ui.storeClosedOpen || status.open === null,
    checkoutOffer: ui.checkoutOfferOpen,
    signInRequired: ui.signInRequiredOpen,
    otherModal: ui.cartSidebarOpen || ui.searchOpen || ui.sideMenuOpen,
  };
  const { current, close } = usePopupQueue<PopupCampaign>({
    campaigns: query.data ?? [],
    path: pathname,
    skipIds: answered,
    dialogs,
    page: routeForPath(pathname)?.page ?? null,
    timeZone: status.retailer?.timezone ?? null,
  });
  const setPopupOpen = ui.setPopupCampaignOpen;

  const record = useCallback(
    (campaign: PopupCampaign, response: PopupVisitorResponse) => {
      if (!visitorId) return;
      void recordPopupResponse(
        popupResponsePayload({
          response,
          popupCampaignId: campaign._id,
          templateType: campaign.edit.display.templateType,
          visitorId,
          now: Date.now(),
          retailerId,
          timezone,
        }),
      );
    },
    [visitorId, retailerId, timezone],
  );

  // VIEW once per showing; the footer is hidden while a campaign is open (spec 2.13).
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    setPopupOpen(current !== null);
    if (current && viewed.current !== current._id) {
      viewed.current = current._id;
      record(current, 'view');
    }
  }, [current, record, setPopupOpen]);
  useEffect(() => () => setPopupOpen(false), [setPopupOpen]);

  if (!current || !visitorId) return null;
  const campaign = current;

  const finish = () => {
    const next = [...new Set([...readAnswered(), campaign._id])];
    writeStored(APP_STORAGE_KEYS.popupCampaignsAnswered, next);
    setAnswered(next);
    close(campaign._id);
  };
  const go = (target: PopupNavTarget | null) => {
    if (!target) return;
    if (target.kind === 'same-tab') void navigate(target.path);
    else if (target.kind === 'hash') window.location.hash = target.hash;
    else if (target.kind === 'new-tab') window.open(target.url, '_blank', 'noopener,noreferrer');
    else void navigate('/');
  };

  return (
    <PopupCampaignOverlay
      key={campaign._id}
      campaign={campaign}
      open
      onDismiss={() => {
        record(campaign, 'cancel');
        finish();
      }}
      onMainClick={(target) => {
        record(campaign, 'click');
        finish();
        go(target);
      }}
      onSubscribe={async (email) => {
        record(campaign, 'signup');
        return subscribePopupEmail(
          popupSubscriptionPayload({
            popupCampaignId: campaign._id,
            templateType: campaign.edit.display.templateType,
            visitorId,
            now: Date.now(),
            timezone,
            email,
            retailerId,
            campaignName: campaign.campaignName,
          }),
        );
      }}
      onFinish={finish}
      onThankYouClick={(target) => {
        record(campaign, 'click');
        finish();
        go(target);
      }}
    />
  );
}
