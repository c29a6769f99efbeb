import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CMS_JSON_SCHEMA_PATH, cmsJsonSchema, cmsJsonSchemaText } from './jsonSchema.ts';
import { cmsBlockNames } from './schema.ts';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const committedPath = resolve(packageRoot, CMS_JSON_SCHEMA_PATH);

describe('schema/cms.schema.json', () => {
  it('is exactly what the zod schema generates (run: pnpm tsx packages/components/scripts/write-cms-schema.ts)', () => {
    expect(readFileSync(committedPath, 'utf8')).toBe(cmsJsonSchemaText());
  });

  it('describes the input side: every block optional, defaults listed', () => {
    const schema = cmsJsonSchema() as {
      properties: Record<string, { default?: unknown; properties?: Record<string, { default?: unknown; pattern?: string }> }>;
      required?: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(cmsBlockNames);
    expect(schema.required ?? []).toEqual([]);
    const ticker = schema.properties['tickerPageCms']?.properties;
    expect(ticker?.['backgroundColor']).toMatchObject({ default: '#000000', pattern: expect.any(String) });
    expect(schema.properties['checkoutPopupSettingsCMS']?.properties?.['title']?.default).toBe('Checkout Offer');
  });
});
