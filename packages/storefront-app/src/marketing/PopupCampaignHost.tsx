/**
 * The pop-up campaigns of the shopper's store (spec 2.13, 4, 6, 7; issue 12 item 2), loaded after
 * the page is up (PopupCampaignSlot): the active campaigns for this visitor (retailerId, visitorId,
 * timezone), the queue and its timing (usePopupQueue over the popups rules), and the overlay. What
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
  type PopupNavTarget,
  type PopupVisitorResponse,
} from '@storefront/components/rules';
import { activePopupCampaignsQuery, recordPopupResponse, subscribePopupEmail } from '@storefront/components/api/popups';
import type { PopupCampaign } from '@storefront/components/cms';
// Single store modules, not the stores barrel: this chunk then shares less with the first load.
import { APP_STORAGE_KEYS } from '../stores/keys.ts';
import { readStored, writeStored } from '../stores/storage.ts';
import { useUiStore } from '../stores/ui.ts';
import { browserTimeZone, useVisitorId } from './visitor.ts';

function readAnswered(): string[] {
  const value = readStored(APP_STORAGE_KEYS.popupCampaignsAnswered);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

export interface PopupCampaignHostProps {
  retailerId: string;
  /** False while something else must come first (the age gate, the store choice, another dialog). */
  enabled: boolean;
}

export default function PopupCampaignHost({ retailerId, enabled }: PopupCampaignHostProps) {
  const visitorId = useVisitorId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const timezone = browserTimeZone();
  const query = useQuery(activePopupCampaignsQuery(visitorId ? { retailerId, visitorId, timezone } : null));
  const [answered, setAnswered] = useState<string[]>(readAnswered);
  const { current, close } = usePopupQueue<PopupCampaign>({ campaigns: query.data ?? [], path: pathname, skipIds: answered, enabled });
  const setPopupOpen = useUiStore((state) => state.setPopupCampaignOpen);

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
