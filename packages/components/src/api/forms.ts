/**
 * The information pages' forms (POST /api/contact as JSON, POST /api/careers as multipart form data
 * with the resume file). A failure shows its toast (the client's rule) and resolves to null, so the
 * form keeps what was typed; success resolves to the server's message.
 */
import { apiPaths } from '../rules/api.ts';
import { api } from './client.ts';
import { successMessage } from './envelope.ts';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  siteId: string;
  retailerId: string;
}

export interface CareerApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  coverLetter: string;
  resume: Blob;
  siteId: string;
  retailerId: string;
}

export const CONTACT_SENT_MESSAGE = 'Thanks for getting in touch! We will reply soon.';
export const APPLICATION_SENT_MESSAGE = 'Thanks for applying! We will be in touch.';

export async function sendContactMessage(message: ContactMessage): Promise<string | null> {
  const result = await api.post(apiPaths.contact, message);
  return result.ok ? (successMessage(result.response) ?? CONTACT_SENT_MESSAGE) : null;
}

export async function sendCareerApplication(application: CareerApplication): Promise<string | null> {
  const result = await api.postForm(apiPaths.careers, { ...application });
  return result.ok ? (successMessage(result.response) ?? APPLICATION_SENT_MESSAGE) : null;
}
