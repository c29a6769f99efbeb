/**
 * The preview link's query parameter, as the workbench writes it (@storefront/components/cms/preview
 * holds the codec; that module stays on the server, so the two names are repeated here and checked
 * equal by previewParams.test.ts).
 */
export const CMS_PREVIEW_PARAM = 'preview';
export const CMS_PREVIEW_OFF = 'off';
