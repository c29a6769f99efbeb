/**
 * The product page's terpene profile and lab results (issue 13, item 2): the terpenes largest first
 * with a bar scaled to the largest (terpeneProfile), and the certificate of analysis as the lab
 * reported it (lab, batch, test date, THC, CBD, total terpenes, each safety screen passed or
 * failed), and the link to the lab's document when the API gives one (certificateUrl; an unsafe URL
 * shows no link). A product with neither shows nothing; one with only one shows that panel.
 */
import { CircleCheck, CircleX } from 'lucide-react';
import type { LabResults, ProductTerpene } from '../domain/types.ts';
import { safeHref } from '../rules/navigation/safeHref.ts';
import {
  LAB_CERTIFICATE_LABEL,
  LAB_FAILED_LABEL,
  LAB_PASSED_LABEL,
  LAB_RESULTS_HEADING,
  labDateText,
  TERPENES_HEADING,
  terpeneProfile,
} from '../rules/commerce/labResults.ts';
import { FactList } from './FactList.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Panel } from '../primitives/layout/Panel.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './ProductLabResults.css.ts';

export interface ProductLabResultsProps {
  terpenes?: readonly ProductTerpene[];
  labResults?: LabResults;
  headingLevel?: 2 | 3;
}

export function ProductLabResults({ terpenes, labResults, headingLevel = 2 }: ProductLabResultsProps) {
  const Heading = `h${headingLevel}` as const;
  const profile = terpeneProfile(terpenes);
  if (profile.length === 0 && !labResults) return null;
  const largest = profile[0]?.percent ?? 1;
  const certificate = safeHref(labResults?.certificateUrl, null);
  const facts: Array<[string, string | undefined]> = labResults
    ? [
        ['Lab', labResults.lab],
        ['Batch', labResults.batch],
        ['Tested', labDateText(labResults.testedOn)],
        ['THC', labResults.thc],
        ['CBD', labResults.cbd],
        ['Total terpenes', labResults.totalTerpenes],
      ]
    : [];
  return (
    <div className={css.root} data-part="labResults">
      {profile.length > 0 ? (
        <Panel as="section" gap="md" aria-label={TERPENES_HEADING}>
          <Heading className={css.heading}>{TERPENES_HEADING}</Heading>
          <Stack as="ul" gap="sm">
            {profile.map((terpene) => (
              <li key={terpene.name} className={css.terpene}>
                <span className={css.terpeneName}>{terpene.name}</span>
                <span className={css.bar} aria-hidden="true">
                  <span className={css.barFill} style={{ width: `${Math.round((terpene.percent / largest) * 100)}%` }} />
                </span>
                <span className={css.terpenePercent}>{terpene.label}</span>
              </li>
            ))}
          </Stack>
        </Panel>
      ) : null}
      {labResults ? (
        <Panel as="section" gap="md" aria-label={LAB_RESULTS_HEADING}>
          <Heading className={css.heading}>{LAB_RESULTS_HEADING}</Heading>
          <FactList facts={facts} />
          {labResults.screens.length > 0 ? (
            <Inline as="ul" gap="xs" aria-label="Safety screens">
              {labResults.screens.map((screen) => (
                <li key={screen.name} className={`${css.screen} ${screen.passed ? css.passed : css.failed}`}>
                  {screen.passed ? <CircleCheck size={14} aria-hidden="true" /> : <CircleX size={14} aria-hidden="true" />}
                  {screen.name}: {screen.passed ? LAB_PASSED_LABEL : LAB_FAILED_LABEL}
                </li>
              ))}
            </Inline>
          ) : null}
          {certificate ? (
            <a className={css.certificate} href={certificate} type="application/pdf">
              {LAB_CERTIFICATE_LABEL}
            </a>
          ) : null}
        </Panel>
      ) : null}
    </div>
  );
}
