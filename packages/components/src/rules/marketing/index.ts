// Marketing rules: when a pop-up campaign runs (its weekly window on the store's clock) and may open.
export * from './popupCampaigns.ts';
