/**
 * The private CMS preview's state for this page (server/previews.ts): on, or a link that could not
 * be opened. The server decides it and hands it over in the client state; the layout shows it as
 * the PreviewBanner. Absent for every shopper who is not previewing.
 */
import { createContext, useContext, type ReactNode } from 'react';

/**
 * On: `by` names the retailer account that made the preview, `share` is its signed link (path and
 * query) for another retailer of the site (server/previews.ts, issue 32).
 */
export type PreviewNotice = { kind: 'on'; by?: string; share?: string } | { kind: 'error'; message: string };

const PreviewNoticeContext = createContext<PreviewNotice | null>(null);

export function PreviewNoticeProvider({ notice, children }: { notice: PreviewNotice | null; children: ReactNode }) {
  return <PreviewNoticeContext.Provider value={notice}>{children}</PreviewNoticeContext.Provider>;
}

export function usePreviewNotice(): PreviewNotice | null {
  return useContext(PreviewNoticeContext);
}

/** A notice from the client state, checked (anything else: no banner). */
export function readPreviewNotice(value: unknown): PreviewNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.kind === 'on') {
    const by = typeof record.by === 'string' && record.by ? { by: record.by.slice(0, 200) } : {};
    // Only a link on this site (a path), never another origin's.
    const share =
      typeof record.share === 'string' && record.share.startsWith('/') && !record.share.startsWith('//')
        ? { share: record.share.slice(0, 2000) }
        : {};
    return { kind: 'on', ...by, ...share };
  }
  if (record.kind === 'error' && typeof record.message === 'string') return { kind: 'error', message: record.message.slice(0, 300) };
  return null;
}
