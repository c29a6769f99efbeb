/**
 * Uploads live in the shared database (issue 32, item 1): two API instances, each with its own
 * connection and its own data folder, on one database (SQLite file, or PostgreSQL under
 * tests/tools/with-postgres.sh). A resume posted to instance A reads back, byte for byte, through
 * instance B's file store, and neither instance wrote a file of its own.
 */
import { mkdirSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDemoApi,
  type DemoApi,
  type StorefrontDb,
  type FileStore,
  loadCatalogFromDatabase,
  seedDatabase,
} from '@storefront/demo-api';
import { databaseFileStore } from '@storefront/demo-api/db';
import { createTestDatabase, engine, type TestDatabase } from './testDb.ts';

interface Instance {
  store: StorefrontDb;
  files: FileStore;
  api: DemoApi;
  dataDir: string;
}

let testDb: TestDatabase;
const instances: Instance[] = [];

async function openInstance(): Promise<Instance> {
  const store = await testDb.open();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-instance-'));
  // What storefront.ts passes: the database store, the folder only for files from before the move.
  const files = databaseFileStore(store.db, { legacyDir: join(dataDir, 'uploads') });
  const { catalog, cms } = await loadCatalogFromDatabase(store.db);
  const api = createDemoApi({ database: store, catalog, cms: cms.fixtures, cmsNames: cms.names, files });
  return { store, files, api, dataDir };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const seeding = await testDb.open();
  await seedDatabase(seeding.db);
  await seeding.close();
  instances.push(await openInstance(), await openInstance());
}, 60_000);
afterAll(async () => {
  for (const instance of instances) {
    await instance.store.close();
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
  await testDb.destroy();
});

/** Every byte value, and a size over one database page, so nothing is cut or re-encoded. */
const resumeBytes = (size: number): Uint8Array => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let i = 9; i < size; i += 1) out[i] = (i * 31) % 256;
  return out;
};

const application = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '313-555-0142',
  position: 'Budtender',
  coverLetter: 'I know my terpenes.',
};

describe(`uploads in the shared database (${engine})`, () => {
  it('a resume posted to instance A reads back from instance B, and no instance keeps a file', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const resume = resumeBytes(300_000);
    const res = await a.api({
      method: 'POST',
      path: '/api/careers',
      query: new URLSearchParams(),
      body: application,
      headers: {},
      files: [{ field: 'resume', name: 'Ada Lovelace CV.pdf', type: 'application/pdf', bytes: resume }],
      ip: '198.51.100.7',
    });
    expect(res.status).toBe(201);
    const resumeId = (res.json as { data: { resume: { id: string } } }).data.resume.id;
    // B reads the row A's request wrote, through its own connection.
    const upload = await b.store.db.selectFrom('uploads').selectAll().where('id', '=', resumeId).executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ storedPath: `${resumeId}.pdf`, contentType: 'application/pdf', size: resume.length });
    const read = await b.files.read(upload.storedPath);
    expect(read).toBeInstanceOf(Uint8Array);
    expect(read?.length).toBe(resume.length);
    expect(Buffer.from(read ?? []).equals(Buffer.from(resume))).toBe(true);
    // Nothing on either instance's disk: a restarted or replaced instance loses nothing.
    for (const instance of instances) expect(readdirSync(instance.dataDir)).toEqual([]);
  });

  it('refuses unsafe names and answers null for names it does not have', async () => {
    const [a] = instances;
    if (!a) throw new Error('an instance expected');
    await expect(a.files.save('../../etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Unsafe upload name/);
    expect(await a.files.read('../../etc/passwd')).toBeNull();
    expect(await a.files.read('upl_doesnotexist00.pdf')).toBeNull();
  });

  it('a second file under a stored name is refused, the first kept', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    await a.files.save('upl_twicetwicetwice.pdf', new Uint8Array([1, 2, 3]));
    await expect(b.files.save('upl_twicetwicetwice.pdf', new Uint8Array([9]))).rejects.toThrow();
    expect(Array.from((await b.files.read('upl_twicetwicetwice.pdf')) ?? [])).toEqual([1, 2, 3]);
  });

  it('still reads a file an earlier version left in the data folder (only on that instance)', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    mkdirSync(join(a.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(a.dataDir, 'uploads', 'upl_olderolderolder.doc'), Buffer.from([7, 7, 7]));
    expect(Array.from((await a.files.read('upl_olderolderolder.doc')) ?? [])).toEqual([7, 7, 7]);
    expect(await b.files.read('upl_olderolderolder.doc')).toBeNull();
    rmSync(join(a.dataDir, 'uploads'), { recursive: true, force: true });
  });
});
