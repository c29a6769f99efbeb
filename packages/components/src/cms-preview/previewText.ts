/** The preview banner's words (one table: the banner, its story and the e2e test read them). */
export const CMS_PREVIEW_BANNER = {
  on: {
    label: 'Preview',
    body: 'This browser shows an unpublished CMS configuration. Shoppers still see the published storefront.',
    action: 'End preview',
    /** The signed link another retailer of the site opens the same preview with (issue 32). */
    share: 'Link to share with your team',
  },
  error: {
    label: 'Preview not opened',
    body: 'You are seeing the published storefront.',
    action: 'Dismiss',
  },
} as const;

/** 'Preview by <name or email>': the retailer account that made it (issue 32). */
export const previewByLabel = (by: string): string => `${CMS_PREVIEW_BANNER.on.label} by ${by}`;

export function previewBannerText(notice: { kind: 'on'; by?: string } | { kind: 'error'; message: string }): {
  label: string;
  body: string;
  action: string;
} {
  if (notice.kind === 'on') return { ...CMS_PREVIEW_BANNER.on, label: notice.by ? previewByLabel(notice.by) : CMS_PREVIEW_BANNER.on.label };
  return { ...CMS_PREVIEW_BANNER.error, body: `${notice.message} ${CMS_PREVIEW_BANNER.error.body}` };
}
