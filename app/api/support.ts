/** Support (DESIGN §4.12): the contact form's message, sent for real. */
import type { components } from '@domain';
import type { ApiClient } from './client';

export type ContactRequest = components['schemas']['ContactRequest'];
export type ContactReceipt = components['schemas']['ContactReceipt'];

/** Resolves only once the server has accepted the message. */
export async function sendContactMessage(
  api: ApiClient,
  message: ContactRequest,
): Promise<ContactReceipt> {
  return (await api.call('post', '/support/contact/', { body: message })).data;
}
