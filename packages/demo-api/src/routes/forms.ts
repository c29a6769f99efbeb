/**
 * The contact form (POST /api/contact, JSON or multipart) and job applications
 * (POST /api/careers, multipart with a resume file), kept as submissions; the resume is stored
 * through the file store (the data folder's uploads/ on the server) under a generated name.
 *
 * Fields are checked with the storefront's shared form check (spec 5 messages) after their length
 * limits. The resume must be a PDF, DOC or DOCX by its declared content type AND its first bytes,
 * at most 5 MB. The file is written before the database rows (one transaction: the submission and
 * its upload record): if that transaction fails, the file stays behind unreferenced (an orphan a
 * clean-up can remove); a row never points at a missing file.
 */
import { CAREER_FORM_FIELDS, CONTACT_FORM_FIELDS, checkFormFields, type FormFieldSpec } from '@storefront/components/rules';
import { enforce, LIMITS } from '../auth/rateLimit.ts';
import type { UploadedFile } from '../handlerTypes.ts';
import {
  ApiError,
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  asObject,
  nameField,
  newId,
  ok,
  optionalString,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';

export const FORM_LIMITS = {
  name: 200,
  personName: 100,
  phone: 50,
  subject: 200,
  position: 200,
  message: MAX_MESSAGE_LENGTH,
  id: 100,
  /** The browser's file name, as recorded (never used as a path). */
  fileName: 255,
  resumeBytes: 5 * 1024 * 1024,
} as const;

/** Resume types: the declared content type, the stored extension and the file's first bytes. */
export const RESUME_TYPES = [
  { contentType: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { contentType: 'application/msword', ext: 'doc', magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2 compound file
  { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', magic: [0x50, 0x4b, 0x03, 0x04] }, // PK\x03\x04 (zip)
] as const;

export const RESUME_TYPE_MESSAGE = 'The resume must be a PDF, DOC or DOCX file.';
export const RESUME_SIZE_MESSAGE = 'The resume is too large (at most 5 MB).';

/** A trimmed text field ('' when absent) within its length limit. */
const text = (body: Json, key: string, max: number): string => optionalString(body, key, max)?.trim() ?? '';
/** A name or a heading kept with the submission: as `text`, and no control character (router.ts nameField). */
const name = (body: Json, key: string, max: number): string => nameField(body, key, { max, required: false }) ?? '';

async function limitForms(ctx: RouteContext): Promise<void> {
  if (ctx.ip) await enforce(ctx.db, LIMITS.formsPerAddress, ctx.ip, ctx.now());
}

/** 400 with the shared form check's first message over the form's table (the client's check), if any. */
function check(fields: readonly FormFieldSpec[], values: Record<string, unknown>): void {
  const message = checkFormFields(fields, values);
  if (message) throw new ApiError(400, message);
}

/** The resume's type entry when its content type and first bytes agree on one of the accepted types. */
export function resumeTypeOf(file: Pick<UploadedFile, 'type' | 'bytes'>): (typeof RESUME_TYPES)[number] | null {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const entry = RESUME_TYPES.find((t) => t.contentType === declared);
  if (!entry) return null;
  return entry.magic.every((byte, i) => file.bytes[i] === byte) ? entry : null;
}

/** The browser's file name, kept for the record only: its last path part, no control characters, at most 255 characters. */
function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, FORM_LIMITS.fileName) || 'resume';
}

export const formRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/contact',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const fields = {
        name: name(body, 'name', FORM_LIMITS.name),
        email: text(body, 'email', MAX_EMAIL_LENGTH),
        phone: text(body, 'phone', FORM_LIMITS.phone),
        subject: name(body, 'subject', FORM_LIMITS.subject),
        message: text(body, 'message', FORM_LIMITS.message),
        siteId: text(body, 'siteId', FORM_LIMITS.id),
        retailerId: text(body, 'retailerId', FORM_LIMITS.id),
      };
      check(CONTACT_FORM_FIELDS, { ...fields, contactNumber: fields.phone });
      await limitForms(ctx);
      const id = newId('sub');
      await ctx.db
        .insertInto('submissions')
        .values({ id, kind: 'contact', fields: JSON.stringify(fields), createdAt: ctx.now() })
        .execute();
      return ok({ id }, 201, 'Thanks for getting in touch! We will reply soon.');
    },
  },
  {
    method: 'POST',
    pattern: '/api/careers',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const fields = {
        firstName: name(body, 'firstName', FORM_LIMITS.personName),
        lastName: name(body, 'lastName', FORM_LIMITS.personName),
        email: text(body, 'email', MAX_EMAIL_LENGTH),
        phone: text(body, 'phone', FORM_LIMITS.phone),
        position: name(body, 'position', FORM_LIMITS.position),
        coverLetter: text(body, 'coverLetter', FORM_LIMITS.message),
        siteId: text(body, 'siteId', FORM_LIMITS.id),
        retailerId: text(body, 'retailerId', FORM_LIMITS.id),
      };
      // A browser's empty file input still sends a part: no name, no bytes.
      const resumes = (ctx.req.files ?? []).filter((f) => f.field === 'resume' && f.bytes.length > 0);
      const resume = resumes[0];
      check(CAREER_FORM_FIELDS, { ...fields, contactNumber: fields.phone, resume: resume ?? null });
      if (!resume) throw new ApiError(400, 'Please upload resume.');
      if (resumes.length > 1) throw new ApiError(400, 'Please upload one resume.');
      if (resume.bytes.length > FORM_LIMITS.resumeBytes) throw new ApiError(413, RESUME_SIZE_MESSAGE);
      const type = resumeTypeOf(resume);
      if (!type) throw new ApiError(400, RESUME_TYPE_MESSAGE);
      await limitForms(ctx);

      const now = ctx.now();
      const submissionId = newId('sub');
      const uploadId = newId('upl');
      const fileName = displayName(resume.name);
      // The stored name is generated (the browser's name is only recorded), and written first.
      const storedPath = await ctx.files.save(`${uploadId}.${type.ext}`, resume.bytes);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('submissions')
          .values({ id: submissionId, kind: 'career', fields: JSON.stringify(fields), createdAt: now })
          .execute();
        await trx
          .insertInto('uploads')
          .values({
            id: uploadId,
            submissionId,
            fieldName: 'resume',
            fileName,
            storedPath,
            contentType: type.contentType,
            size: resume.bytes.length,
            createdAt: now,
          })
          .execute();
      });
      return ok(
        { id: submissionId, resume: { id: uploadId, fileName, contentType: type.contentType, size: resume.bytes.length } },
        201,
        'Thanks for applying! We will be in touch.',
      );
    },
  },
];
