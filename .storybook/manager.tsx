/** @jsxRuntime classic */
/** @jsx React.createElement */
// The manager renders with its own React (a global): the classic runtime uses it, not the repo's.
import React from 'react';
/**
 * The workbench's own addon: the 'CMS preview' panel (cms-preview/Panel.tsx), where a retailer
 * previews their CMS JSON in every story.
 */
import { AddonPanel } from 'storybook/internal/components';
import { addons, types } from 'storybook/manager-api';
import { CmsPreviewPanel, initCmsPreview } from './cms-preview/Panel.tsx';
import { CMS_PREVIEW_ADDON_ID, CMS_PREVIEW_PANEL_ID } from './cms-preview/events.ts';

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
});
