/**
 * The CMS preview addon's channel events (manager panel ↔ preview iframe) and ids. The manager sends
 * the JSON a retailer is previewing (null: back to the toolbar's demo fixture); the preview asks for
 * it when it loads, so a reload or a shared link shows the same configuration.
 */
export const CMS_PREVIEW_ADDON_ID = 'storefront/cms-preview';
export const CMS_PREVIEW_PANEL_ID = `${CMS_PREVIEW_ADDON_ID}/panel`;
export const CMS_PREVIEW_TOOL_ID = `${CMS_PREVIEW_ADDON_ID}/tool`;
export const CMS_PREVIEW_SET = `${CMS_PREVIEW_ADDON_ID}/set`;
export const CMS_PREVIEW_REQUEST = `${CMS_PREVIEW_ADDON_ID}/request`;
/** The manager URL's query parameter that carries the previewed JSON (compressed, base64url). */
export const CMS_PREVIEW_QUERY_PARAM = 'cms';

export interface CmsPreviewMessage {
  /** The CMS JSON to preview, or null for the demo fixture chosen in the toolbar. */
  json: unknown;
}
