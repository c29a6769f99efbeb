import { describe, expect, it } from 'vitest';
import * as codec from '@storefront/components/cms/preview';
import { CMS_PREVIEW_OFF, CMS_PREVIEW_PARAM } from './previewParams.ts';

describe('the preview parameter', () => {
  it('is the one the workbench writes', () => {
    expect([CMS_PREVIEW_PARAM, CMS_PREVIEW_OFF]).toEqual([codec.CMS_PREVIEW_PARAM, codec.CMS_PREVIEW_OFF]);
  });
});
