/** @jsxRuntime classic */
/** @jsx React.createElement */
/** @jsxFrag React.Fragment */
// The manager renders with its own React (a global): the classic runtime uses it, not the repo's.
import React from 'react';
/**
 * The advice on a retailer's CMS JSON (adviseOnCms), above the editor: a heading, the count as a
 * status (a screen reader hears it change as the retailer types), then one list per severity, each
 * item naming the field's path and saying in plain words what the storefront does with it.
 */
import type { CmsAdvice } from '@storefront/components/cms';
import { adviceGroups, adviceSummary } from './panelText.ts';

const styles = {
  section: { display: 'flex', flexDirection: 'column', gap: 4, maxHeight: '40vh', overflow: 'auto' },
  heading: { margin: 0, fontSize: 14 },
  subheading: { margin: '8px 0 0', fontSize: 13 },
  list: { margin: '4px 0 0', paddingLeft: 18 },
  item: { margin: '2px 0' },
  path: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 600 },
  problem: { color: '#b3261e' },
  warning: { color: '#7a4b00' },
  ok: { color: '#1f6f4a', margin: 0 },
} as const;

export function AdviceList({ advice }: { advice: readonly CmsAdvice[] }) {
  return (
    <section aria-labelledby="cms-preview-advice" style={styles.section}>
      <h3 id="cms-preview-advice" style={styles.heading}>
        Advice on these settings
      </h3>
      <p role="status" style={advice.length === 0 ? styles.ok : { margin: 0 }}>
        {adviceSummary(advice)}
      </p>
      {adviceGroups(advice).map((group) => (
        <React.Fragment key={group.severity}>
          <h4 style={{ ...styles.subheading, ...styles[group.severity] }}>{group.title}</h4>
          <ul style={styles.list} aria-label={group.title}>
            {group.items.map((item) => (
              <li key={`${item.path} ${item.message}`} style={styles.item}>
                <span style={styles.path}>{item.path || 'The whole document'}</span>: {item.message}
              </li>
            ))}
          </ul>
        </React.Fragment>
      ))}
    </section>
  );
}
