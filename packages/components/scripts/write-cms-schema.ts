/**
 * Writes packages/components/schema/cms.schema.json from the zod CMS schema.
 * Run: pnpm tsx packages/components/scripts/write-cms-schema.ts (a unit test fails when the
 * committed file is stale).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CMS_JSON_SCHEMA_PATH, cmsJsonSchemaText } from '../src/cms/jsonSchema.ts';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(packageRoot, CMS_JSON_SCHEMA_PATH);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, cmsJsonSchemaText());
console.log(`wrote ${target}`);
