/**
 * The preview iframe's side of the CMS preview addon: the JSON the manager's panel sends, read by
 * the CMS decorator (preview.tsx) in place of the toolbar's fixture. Every story re-renders at once
 * when it changes (FORCE_RE_RENDER). Without a manager (the visual suite, the Vitest runner) there is
 * no channel and the fixtures are used as always.
 */
import { FORCE_RE_RENDER } from 'storybook/internal/core-events';
import { getChannel } from 'storybook/preview-api';
import { CMS_PREVIEW_REQUEST, CMS_PREVIEW_SET, type CmsPreviewMessage } from './events.ts';

let previewJson: unknown = null;
let subscribed = false;

function subscribe(): void {
  if (subscribed) return;
  const channel = getChannel();
  if (!channel) return;
  subscribed = true;
  channel.on(CMS_PREVIEW_SET, (message: CmsPreviewMessage) => {
    previewJson = message?.json ?? null;
    channel.emit(FORCE_RE_RENDER);
  });
  channel.emit(CMS_PREVIEW_REQUEST);
}

/** The retailer's JSON being previewed, or null (use the toolbar's demo fixture). */
export function previewCmsJson(): unknown {
  subscribe();
  return previewJson;
}
