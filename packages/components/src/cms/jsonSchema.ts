import { z } from 'zod';
import { cmsSchema } from './schema.ts';

/** Where the published JSON Schema lives, relative to the components package. */
export const CMS_JSON_SCHEMA_PATH = 'schema/cms.schema.json';

/** The CMS payload as authored (zod's input side: every field optional, defaults listed). */
export function cmsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(cmsSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
}

/** The exact text of schema/cms.schema.json. */
export function cmsJsonSchemaText(): string {
  return `${JSON.stringify(cmsJsonSchema(), null, 2)}\n`;
}
