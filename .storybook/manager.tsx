/** @jsxRuntime classic */
/** @jsx React.createElement */
// The manager renders with its own React (a global): the classic runtime uses it, not the repo's.
import React from 'react';
/**
 * The workbench's own addon: the 'CMS preview' panel (cms-preview/Panel.tsx), where a retailer
 * previews their CMS JSON in every story, and the toolbar's line saying whose settings are shown.
 */
import { AddonPanel } from 'storybook/internal/components';
import { addons, types } from 'storybook/manager-api';
import { CmsPreviewPanel, CmsPreviewTool, initCmsPreview } from './cms-preview/Panel.tsx';
import { CMS_PREVIEW_ADDON_ID, CMS_PREVIEW_PANEL_ID, CMS_PREVIEW_TOOL_ID } from './cms-preview/events.ts';

addons.register(CMS_PREVIEW_ADDON_ID, (api) => {
  initCmsPreview(api);
  addons.add(CMS_PREVIEW_PANEL_ID, {
    type: types.PANEL,
    title: 'CMS preview',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <CmsPreviewPanel />
      </AddonPanel>
    ),
  });
  // Beside the Retailer menu: whose settings the stories show while a preview is on.
  addons.add(CMS_PREVIEW_TOOL_ID, {
    type: types.TOOL,
    title: 'CMS preview',
    render: () => <CmsPreviewTool />,
  });
});
