/** The contact form and job applications with their resume upload. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import { LIMITS } from '../auth/rateLimit.ts';
import { memoryFileStore, type FileStore } from '../db/files.ts';
import { nodeFileStore } from '../db/files.node.ts';
import { createDemoFetchHandler } from '../fetchHandler.ts';
import type { DemoApi } from '../handlers.ts';
import { dbOf, freshApis, messageOf, TEST_NOW } from './testApi.ts';
import type { UploadedFile } from '../handlerTypes.ts';
import { FORM_LIMITS, RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE, RESUME_TYPES } from './forms.ts';

const NOW = TEST_NOW;
const fresh = freshApis(NOW);

function call(api: DemoApi, url: string, body: unknown, extra: { files?: UploadedFile[]; ip?: string } = {}) {
  return api({ method: 'POST', path: url, query: new URLSearchParams(), body, headers: {}, files: extra.files, ip: extra.ip });
}

const bytes = (head: number[] | string, size = 64): Uint8Array => {
  const start = typeof head === 'string' ? [...new TextEncoder().encode(head)] : head;
  const out = new Uint8Array(Math.max(size, start.length)).fill(0x20);
  out.set(start);
  return out;
};
const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pdfFile = (over: Partial<UploadedFile> = {}): UploadedFile => ({
  field: 'resume',
  name: 'Ada Lovelace CV.pdf',
  type: PDF,
  bytes: bytes('%PDF-1.7\n'),
  ...over,
});

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(313) 555-0142',
  subject: 'Opening hours',
  message: 'Are you open on public holidays?',
};
const application = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '313-555-0142',
  position: 'Budtender',
  coverLetter: 'I know my terpenes.',
};

describe('POST /api/contact', () => {
  it('keeps the message as a submission', async () => {
    const api = fresh();
    const res = await call(api, apiPaths.contact, contact);
    expect(res.status).toBe(201);
    const { data } = res.json as { data: { id: string } };
    expect(data.id).toMatch(/^sub_[A-Za-z0-9_-]{16}$/);
    const rows = await (await dbOf(api)).selectFrom('submissions').selectAll().execute();
    expect(rows).toEqual([
      { id: data.id, kind: 'contact', fields: JSON.stringify({ ...contact, siteId: '', retailerId: '' }), createdAt: NOW },
    ]);
  });

  it('reads a multipart form through the fetch handler', async () => {
    const api = fresh();
    const form = new FormData();
    for (const [k, v] of Object.entries(contact)) form.set(k, v);
    const res = await createDemoFetchHandler(api)(new Request(`http://shop.test${apiPaths.contact}`, { method: 'POST', body: form }));
    expect(res.status).toBe(201);
    expect(await (await dbOf(api)).selectFrom('submissions').select('kind').execute()).toEqual([{ kind: 'contact' }]);
  });

  it.each([
    [{ ...contact, name: ' ' }, 'Please enter name.'],
    [{ ...contact, email: '' }, 'Please enter email.'],
    [{ ...contact, email: 'ada@' }, 'Please provide a correct email address!'],
    [{ ...contact, email: `${'a'.repeat(128_000)}@example.com` }, '"email" is too long (at most 254 characters).'],
    [{ ...contact, message: '' }, 'Please enter message.'],
    [{ ...contact, message: 'm'.repeat(5001) }, '"message" is too long (at most 5000 characters).'],
    [{ ...contact, phone: '313-555' }, 'Contact number should contain at least 10 digits.'],
    [{ ...contact, subject: 's'.repeat(201) }, '"subject" is too long (at most 200 characters).'],
    [{ ...contact, name: ['Ada', 'Lovelace'] }, '"name" must be a string.'],
    [{ ...contact, name: 'n'.repeat(900 * 1024) }, '"name" is too long (at most 200 characters).'],
  ])('rejects %# with 400 and keeps nothing', async (body, message) => {
    const api = fresh();
    const res = await call(api, apiPaths.contact, body);
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe(message);
    expect(await (await dbOf(api)).selectFrom('submissions').select('id').execute()).toEqual([]);
  });

  it('takes a missing phone and subject', async () => {
    expect((await call(fresh(), apiPaths.contact, { name: 'Ada', email: 'ada@example.com', message: 'Hi' })).status).toBe(201);
  });

  it(`limits an address to ${LIMITS.formsPerAddress.max} forms an hour, contact and careers together`, async () => {
    const api = fresh();
    for (let i = 0; i < LIMITS.formsPerAddress.max - 1; i += 1)
      expect((await call(api, apiPaths.contact, contact, { ip: '198.51.100.3' })).status).toBe(201);
    expect((await call(api, apiPaths.careers, application, { ip: '198.51.100.3', files: [pdfFile()] })).status).toBe(201);
    const over = await call(api, apiPaths.contact, contact, { ip: '198.51.100.3' });
    expect(over.status).toBe(429);
    expect(over.headers?.['retry-after']).toBeDefined();
    expect((await call(api, apiPaths.careers, application, { ip: '198.51.100.3', files: [pdfFile()] })).status).toBe(429);
    expect((await call(api, apiPaths.contact, contact, { ip: '198.51.100.4' })).status).toBe(201);
  });
});

describe('POST /api/careers', () => {
  it.each(RESUME_TYPES.map((t) => [t.ext, t.contentType, t.magic] as const))(
    'keeps a %s resume with its submission; the bytes read back from the file store',
    async (ext, type, magic) => {
      const files = memoryFileStore();
      const api = fresh({ files });
      const resume = bytes([...magic], 2048);
      const res = await call(api, apiPaths.careers, application, { files: [{ field: 'resume', name: `cv.${ext}`, type, bytes: resume }] });
      expect(res.status).toBe(201);
      const { data } = res.json as { data: { id: string; resume: { id: string; fileName: string; contentType: string; size: number } } };
      expect(data.resume).toEqual({ id: expect.stringMatching(/^upl_/), fileName: `cv.${ext}`, contentType: type, size: 2048 });
      const db = await dbOf(api);
      expect(await db.selectFrom('submissions').selectAll().execute()).toEqual([
        { id: data.id, kind: 'career', fields: JSON.stringify({ ...application, siteId: '', retailerId: '' }), createdAt: NOW },
      ]);
      const [upload, ...more] = await db.selectFrom('uploads').selectAll().execute();
      expect(more).toEqual([]);
      expect(upload).toEqual({
        id: data.resume.id,
        submissionId: data.id,
        fieldName: 'resume',
        fileName: `cv.${ext}`,
        storedPath: `${data.resume.id}.${ext}`,
        contentType: type,
        size: 2048,
        createdAt: NOW,
      });
      expect(await files.read(upload?.storedPath ?? '')).toEqual(resume);
    },
  );

  it("stores the file under a generated name, never the browser's", async () => {
    const files = memoryFileStore();
    const api = fresh({ files });
    const res = await call(api, apiPaths.careers, application, { files: [pdfFile({ name: '../../etc/passwd\u0000.pdf' })] });
    expect(res.status).toBe(201);
    const upload = await (await dbOf(api)).selectFrom('uploads').select(['fileName', 'storedPath']).executeTakeFirstOrThrow();
    expect(upload.storedPath).toMatch(/^upl_[A-Za-z0-9_-]{16}\.pdf$/);
    expect(upload.fileName).toBe('passwd.pdf');
    expect(await files.read(upload.storedPath)).toEqual(pdfFile().bytes);
  });

  it('writes the resume on disk under the data folder with the server file store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sf-uploads-'));
    try {
      const files: FileStore = nodeFileStore(join(dir, 'uploads'));
      const api = fresh({ files });
      const resume = bytes('%PDF-1.4\n', 10_000);
      expect((await call(api, apiPaths.careers, application, { files: [pdfFile({ bytes: resume })] })).status).toBe(201);
      const { storedPath } = await (await dbOf(api)).selectFrom('uploads').select('storedPath').executeTakeFirstOrThrow();
      expect(await readdir(join(dir, 'uploads'))).toEqual([storedPath]);
      expect(new Uint8Array(await readFile(join(dir, 'uploads', storedPath)))).toEqual(resume);
      expect(await files.read(storedPath)).toEqual(resume);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes a resume of exactly 5 MB and refuses one byte more with 413', async () => {
    const api = fresh();
    expect(
      (await call(api, apiPaths.careers, application, { files: [pdfFile({ bytes: bytes('%PDF-', FORM_LIMITS.resumeBytes) })] })).status,
    ).toBe(201);
    const over = await call(api, apiPaths.careers, application, {
      files: [pdfFile({ bytes: bytes('%PDF-', FORM_LIMITS.resumeBytes + 1) })],
    });
    expect(over.status).toBe(413);
    expect(messageOf(over.json)).toBe(RESUME_SIZE_MESSAGE);
    expect(await (await dbOf(api)).selectFrom('uploads').select('id').execute()).toHaveLength(1);
  });

  it.each([
    ['no resume', application, [], 'Please upload resume.'],
    [
      'an empty file input',
      application,
      [pdfFile({ name: '', type: 'application/octet-stream', bytes: new Uint8Array(0) })],
      'Please upload resume.',
    ],
    ['a resume named in JSON only', { ...application, resume: 'cv.pdf' }, [], 'Please upload resume.'],
    ['the file under another field', application, [pdfFile({ field: 'cv' })], 'Please upload resume.'],
    ['two resumes', application, [pdfFile(), pdfFile()], 'Please upload one resume.'],
    ['a text file', application, [pdfFile({ type: 'text/plain', bytes: bytes('hello') })], RESUME_TYPE_MESSAGE],
    ['a program called .pdf', application, [pdfFile({ bytes: bytes('MZ\x90\x00') })], RESUME_TYPE_MESSAGE],
    ['PDF bytes sent as DOCX', application, [pdfFile({ type: DOCX })], RESUME_TYPE_MESSAGE],
    ['a zip sent as PDF', application, [pdfFile({ bytes: bytes([0x50, 0x4b, 0x03, 0x04]) })], RESUME_TYPE_MESSAGE],
    [
      'a DOC without its signature',
      application,
      [pdfFile({ type: DOC, bytes: bytes([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]) })],
      RESUME_TYPE_MESSAGE,
    ],
    ['a file shorter than its signature', application, [pdfFile({ bytes: new TextEncoder().encode('%PD') })], RESUME_TYPE_MESSAGE],
    ['no first name', { ...application, firstName: '' }, [pdfFile()], 'Please enter first name.'],
    ['no last name', { ...application, lastName: undefined }, [pdfFile()], 'Please enter last name.'],
    ['no phone', { ...application, phone: '' }, [pdfFile()], 'Please enter phone.'],
    ['a short phone', { ...application, phone: '555-0142' }, [pdfFile()], 'Contact number should contain at least 10 digits.'],
    ['no position', { ...application, position: ' ' }, [pdfFile()], 'Please enter position.'],
    ['a bad e-mail', { ...application, email: 'ada.example.com' }, [pdfFile()], 'Please provide a correct email address!'],
    [
      'a long cover letter',
      { ...application, coverLetter: 'c'.repeat(5001) },
      [pdfFile()],
      '"coverLetter" is too long (at most 5000 characters).',
    ],
    ['a long first name', { ...application, firstName: 'A'.repeat(101) }, [pdfFile()], '"firstName" is too long (at most 100 characters).'],
  ])('rejects %s with 400, storing nothing', async (_label, body, uploads, message) => {
    const saved: string[] = [];
    const store = memoryFileStore();
    const api = fresh({ files: { ...store, save: async (name, data) => (saved.push(name), store.save(name, data)) } });
    const res = await call(api, apiPaths.careers, body, { files: uploads });
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe(message);
    expect(saved).toEqual([]);
    const db = await dbOf(api);
    expect(await db.selectFrom('submissions').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });

  it('records nothing when the file cannot be saved', async () => {
    const api = fresh({ files: { save: async () => Promise.reject(new Error('disk full')), read: async () => null } });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const res = await call(api, apiPaths.careers, application, { files: [pdfFile()] });
      expect(res.status).toBe(500);
      expect(messageOf(res.json)).toBe('Something went wrong on our side. Please try again.');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(await (await dbOf(api)).selectFrom('submissions').select('id').execute()).toEqual([]);
  });
});
