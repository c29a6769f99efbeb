import { CMS_PREVIEW_BANNER, previewBannerText } from './previewText.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './PreviewBanner.css.ts';

export interface PreviewBannerProps {
  /**
   * The preview's state: on (`by`: the retailer account that made it; `share`: its signed link for
   * another retailer of the site), or a link that could not be opened (its reason).
   */
  notice: { kind: 'on'; by?: string; share?: string } | { kind: 'error'; message: string };
  /** Where 'End preview' (or 'Dismiss') goes: the page without the preview. */
  endHref: string;
}

/**
 * The storefront's private CMS preview (issue 14, item 1): a strip above the page saying that this
 * browser alone shows an unpublished configuration, who made it, the link to share it and the way
 * out; or why a preview link could not be opened. Plain links, so they work before hydration too.
 */
export function PreviewBanner({ notice, endHref }: PreviewBannerProps) {
  const text = previewBannerText(notice);
  return (
    <Inline align="center" justify="center" gap="sm" className={css.banner} role="region" aria-label="CMS preview">
      <span className={css.label}>{text.label}</span>
      <span>{text.body}</span>
      {notice.kind === 'on' && notice.share ? (
        <a className={css.action} href={notice.share}>
          {CMS_PREVIEW_BANNER.on.share}
        </a>
      ) : null}
      <a className={css.action} href={endHref}>
        {text.action}
      </a>
    </Inline>
  );
}
