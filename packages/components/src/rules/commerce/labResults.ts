/**
 * The product page's terpene profile and lab results (issue 13, item 2: "terpenes and effects; lab
 * results"). Ours: the spec's product payload has neither.
 *
 * - Terpenes: the largest first, at most MAX_TERPENES_SHOWN, as '{percent}%' with up to 2 decimals;
 *   a terpene without a positive share is left out.
 * - Lab results: the test date as 'November 3, 2026' (written, not converted between time zones).
 */
import { contentDateLabel } from '../content/sitePages.ts';

export const MAX_TERPENES_SHOWN = 6;

export interface Terpene {
  name: string;
  /** Share of the product's weight, percent. */
  percent: number;
}

export const formatPercent = (value: number): string => `${Number(value.toFixed(2))}%`;

export function terpeneProfile(terpenes: readonly Terpene[] | null | undefined): Array<Terpene & { label: string }> {
  return (terpenes ?? [])
    .filter((t) => typeof t.name === 'string' && t.name.trim() !== '' && Number.isFinite(t.percent) && t.percent > 0)
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name))
    .slice(0, MAX_TERPENES_SHOWN)
    .map((t) => ({ name: t.name.trim(), percent: t.percent, label: formatPercent(t.percent) }));
}

/** 'YYYY-MM-DD' (or an ISO date-time) as 'November 3, 2026' (contentDateLabel); anything else as written. */
export function labDateText(value: string): string {
  return contentDateLabel(value) || value.trim();
}

export const LAB_RESULTS_HEADING = 'Lab results';
export const TERPENES_HEADING = 'Terpenes';
export const LAB_PASSED_LABEL = 'Passed';
export const LAB_FAILED_LABEL = 'Failed';
/** The link to the lab's document (LabResults.certificateUrl). */
export const LAB_CERTIFICATE_LABEL = 'Certificate of analysis (PDF)';
