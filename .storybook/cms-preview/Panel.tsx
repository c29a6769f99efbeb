/** @jsxRuntime classic */
/** @jsx React.createElement */
/** @jsxFrag React.Fragment */
// The manager renders with its own React (a global): the classic runtime uses it, not the repo's.
import React from 'react';
/**
 * The 'CMS preview' panel (issue 14, item 1): a retailer pastes, uploads or edits their CMS JSON,
 * and every story re-renders themed by it at once. Above the editor, the advice on it (issue 34):
 * what the storefront will not use as written and what is probably a slip (two header flags on, a
 * misspelt key, a `javascript:` link, unreadable colours), each at the field's path in plain words
 * (adviseOnCms). The schema validator's and parseCms's own messages are for developers and are not
 * shown: adviseOnCms rewords every repair parseCms makes. The JSON can be downloaded, shared as a link (compressed into the `cms` query parameter),
 * and opened in the storefront as a private preview (`?preview=`).
 *
 * The storefront opens that preview only for a signed-in retailer of the site (issue 32): the path
 * names the toolbar's site, the retailer signs in on the storefront as they would to manage their
 * store (the demo's retailer@<site>.example), opens the path, and the storefront's banner then
 * offers a signed, expiring link to share with their team. The workbench itself holds no key and
 * signs nothing: a link that opens a store's draft is made by the store's own server, for an
 * account it knows.
 *
 * Its state lives in this module, not in the panel's component: the panel unmounts when another
 * addon tab is chosen, and the preview iframe asks for the JSON again whenever it reloads.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useGlobals, type API } from 'storybook/manager-api';
import {
  CMS_PREVIEW_MAX_ENCODED,
  CMS_PREVIEW_PARAM,
  checkCmsText,
  decodeCmsPreview,
  encodeCmsPreview,
  type CmsPreviewCheck,
} from '@storefront/components/cms/preview';
import { adviseOnCms, type CmsAdvice } from '@storefront/components/cms';
import { cmsFixtureIds, cmsFixtureNames, cmsFixtures, type CmsFixtureId } from '@storefront/fixtures/cms';
import { AdviceList } from './AdviceList.tsx';
import { CMS_PREVIEW_QUERY_PARAM, CMS_PREVIEW_REQUEST, CMS_PREVIEW_SET } from './events.ts';
import { editedSettingsName, storefrontPreviewLink, workbenchShareLink } from './panelText.ts';

interface PanelState {
  /** The editor's text ('' = no preview: the stories use the toolbar's fixture). */
  text: string;
  check: CmsPreviewCheck | null;
  /** The compressed JSON of the last valid text (the share link's parameter), or ''. */
  encoded: string;
  /** The last JSON that parsed, which the stories show (null: the toolbar's demo retailer). */
  previewed: unknown;
  /** The advice on it (computed once per check, not per render). */
  advice: CmsAdvice[];
}

const EMPTY: PanelState = { text: '', check: null, encoded: '', previewed: null, advice: [] };
let state: PanelState = EMPTY;
const listeners = new Set<() => void>();
let api: API | null = null;

function setState(next: PanelState): void {
  state = next;
  for (const listener of listeners) listener();
}

function send(json: unknown): void {
  api?.emit(CMS_PREVIEW_SET, { json });
}

/** Checks the text, sends a JSON that parses to the preview, and keeps the share parameter in step. */
function apply(text: string): void {
  if (!text.trim()) {
    setState({ ...EMPTY, text });
    send(null);
    api?.applyQueryParams({ [CMS_PREVIEW_QUERY_PARAM]: null }, { replace: true });
    return;
  }
  const check = checkCmsText(text);
  if (!check.ok) {
    // A syntax error keeps the last good preview on screen while the retailer fixes their JSON.
    setState({ ...state, text, check });
    return;
  }
  const encoded = encodeCmsPreview(check.json);
  setState({ text, check, encoded, previewed: check.json, advice: adviseOnCms(check.json) });
  send(check.json);
  api?.applyQueryParams({ [CMS_PREVIEW_QUERY_PARAM]: encoded.length <= CMS_PREVIEW_MAX_ENCODED ? encoded : null }, { replace: true });
}

/** Called once when the addon registers: answers the preview, and opens a shared link's JSON. */
export function initCmsPreview(storybookApi: API): void {
  api = storybookApi;
  storybookApi.on(CMS_PREVIEW_REQUEST, () => send(state.previewed));
  const shared = storybookApi.getQueryParam(CMS_PREVIEW_QUERY_PARAM);
  if (!shared) return;
  const decoded = decodeCmsPreview(shared);
  if (decoded.ok) apply(JSON.stringify(decoded.json, null, 2));
  else setState({ ...EMPTY, check: decoded });
}

function usePanelState(): PanelState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

const fixtureOf = (value: unknown): CmsFixtureId =>
  (cmsFixtureIds as readonly string[]).includes(String(value)) ? (value as CmsFixtureId) : cmsFixtureIds[0];

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'cms-preview.json';
  link.click();
  URL.revokeObjectURL(url);
}

const styles = {
  root: { display: 'flex', flexDirection: 'column', gap: 12, padding: 16, height: '100%', boxSizing: 'border-box', fontSize: 13 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' },
  button: {
    font: 'inherit',
    padding: '6px 12px',
    borderRadius: 4,
    border: '1px solid #73808c',
    background: '#fff',
    color: '#1b1d1c',
    cursor: 'pointer',
  },
  editor: {
    width: '100%',
    flex: 1,
    minHeight: 240,
    boxSizing: 'border-box',
    font: '12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace',
    padding: 8,
    border: '1px solid #73808c',
    borderRadius: 4,
    resize: 'vertical',
  },
  error: { color: '#b3261e', margin: 0 },
  note: { margin: 0, overflowWrap: 'anywhere' },
  tool: { display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 12, fontWeight: 700, whiteSpace: 'nowrap', paddingInline: 8 },
  toolButton: {
    font: 'inherit',
    fontWeight: 400,
    padding: '2px 8px',
    borderRadius: 4,
    border: '1px solid #73808c',
    background: '#fff',
    color: '#1b1d1c',
    cursor: 'pointer',
  },
} as const;

/**
 * The toolbar's word on what the stories show (issue 34: the toolbar kept saying 'Greenleaf
 * Collective' while a retailer's own JSON was shown). Nothing while the demo fixtures are in use (the
 * Retailer menu names them); while a preview is on, whose settings every story shows, and a way back.
 */
export function CmsPreviewTool() {
  const panel = usePanelState();
  if (panel.previewed === null) return null;
  return (
    <span style={styles.tool}>
      <span role="status">{`Previewing ${editedSettingsName(panel.previewed)} (not the Retailer menu)`}</span>
      <button type="button" style={styles.toolButton} onClick={() => apply('')}>
        Use the demo retailers
      </button>
    </span>
  );
}

/** The panel: actions, the advice on the JSON, the editor. */
export function CmsPreviewPanel() {
  const panel = usePanelState();
  const [globals] = useGlobals();
  const fixture = fixtureOf(globals['retailer']);
  const draft = panel.text;
  const [copied, setCopied] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const upload = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The text changes at once; the check and the re-render follow a pause in typing.
  const edit = (text: string, now = false) => {
    clearTimeout(timer.current);
    if (now) apply(text);
    else {
      setState({ ...state, text });
      timer.current = setTimeout(() => apply(text), 300);
    }
  };
  const onUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) edit(await file.text(), true);
    event.target.value = '';
  };
  const shareLink = () => workbenchShareLink(window.location, CMS_PREVIEW_QUERY_PARAM, panel.encoded);
  const check = panel.check;
  const storefrontLink = () => storefrontPreviewLink(panel.previewed, fixture, CMS_PREVIEW_PARAM, panel.encoded);
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${what} copied.`);
    } catch {
      setCopied(`Copy failed: select the link below and copy it.`);
    }
  };

  return (
    <div style={styles.root}>
      <div style={styles.bar}>
        <strong>
          {panel.previewed !== null
            ? `Editing ${editedSettingsName(panel.previewed)}: previewed in every story`
            : `Showing the demo retailer: ${cmsFixtureNames[fixture]}`}
        </strong>
        <button type="button" style={styles.button} onClick={() => edit(JSON.stringify(cmsFixtures[fixture], null, 2), true)}>
          Start from {cmsFixtureNames[fixture]}
        </button>
        <button type="button" style={styles.button} onClick={() => upload.current?.click()}>
          Upload JSON…
        </button>
        <input ref={upload} type="file" accept="application/json,.json" hidden onChange={onUpload} aria-label="Upload a CMS JSON file" />
        <button type="button" style={styles.button} disabled={!draft.trim()} onClick={() => download(draft)}>
          Download
        </button>
        <button type="button" style={styles.button} disabled={!panel.encoded} onClick={() => copy(shareLink(), 'Workbench link')}>
          Copy share link
        </button>
        <button
          type="button"
          style={styles.button}
          disabled={!panel.encoded}
          onClick={() => copy(storefrontLink(), 'Storefront preview link')}
        >
          Copy storefront preview link
        </button>
        <button type="button" style={styles.button} disabled={!draft.trim()} onClick={() => edit('', true)}>
          Stop preview
        </button>
        <span role="status">{copied}</span>
      </div>
      {!check ? <p style={styles.note}>Every story uses the toolbar's demo retailer. Paste or upload a CMS JSON to preview it.</p> : null}
      {check && !check.ok ? (
        <p role="status" style={styles.error}>
          {check.error}
          {panel.previewed !== null ? ' The stories keep showing the last settings that parsed.' : ''}
        </p>
      ) : null}
      {check?.ok ? (
        <>
          <AdviceList advice={panel.advice} />
          {panel.encoded.length > CMS_PREVIEW_MAX_ENCODED ? (
            <p style={styles.error}>This configuration is too large to share as a link; download it instead.</p>
          ) : (
            <p style={styles.note}>
              Storefront preview (opens for a signed-in retailer of this site, e.g. <code>retailer@{fixture}.example</code>; its banner
              gives the link to share): <code>{storefrontLink().slice(0, 80)}…</code>
            </p>
          )}
        </>
      ) : null}
      <textarea
        style={styles.editor}
        value={draft}
        onChange={(event) => edit(event.target.value)}
        spellCheck={false}
        aria-label="CMS JSON"
        placeholder={`Paste a retailer's CMS JSON here, upload a file, or start from ${cmsFixtureNames[fixture]}.`}
      />
    </div>
  );
}
