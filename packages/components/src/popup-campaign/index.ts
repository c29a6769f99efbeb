export {
  PopupCampaignOverlay,
  POPUP_CLOSE_LABEL,
  POPUP_EMAIL_LABEL,
  POPUP_FORM_BUTTON_FALLBACK,
  POPUP_LINK_BUTTON_FALLBACK,
  POPUP_SUBSCRIBE_FAILED_MESSAGE,
  type PopupCampaignOverlayProps,
  type PopupSubscribeResult,
} from './PopupCampaignOverlay.tsx';
export { popupTemplateDesigns, type PopupTemplateDesign } from './popupTemplateDesigns.ts';
export { useOpenDialogCount, usePopupQueue, type PopupQueueInput, type PopupQueueState } from './usePopupQueue.ts';
