/** The preview banner's words (one table: the banner, its story and the e2e test read them). */
export const CMS_PREVIEW_BANNER = {
  on: {
    label: 'Preview',
    body: 'This browser shows an unpublished CMS configuration. Shoppers still see the published storefront.',
    action: 'End preview',
  },
  error: {
    label: 'Preview not opened',
    body: 'You are seeing the published storefront.',
    action: 'Dismiss',
  },
} as const;

export function previewBannerText(notice: { kind: 'on' } | { kind: 'error'; message: string }): { label: string; body: string; action: string } {
  if (notice.kind === 'on') return CMS_PREVIEW_BANNER.on;
  return { ...CMS_PREVIEW_BANNER.error, body: `${notice.message} ${CMS_PREVIEW_BANNER.error.body}` };
}
