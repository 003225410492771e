/** Support (decisions §12): the contact form's message, sent for real from a visitor's page. */
import { atom } from 'jotai';
import type { components } from '@domain';
import { getApi } from './context';

export type ContactRequest = components['schemas']['ContactRequest'];
export type ContactReceipt = components['schemas']['ContactReceipt'];

/** Resolves only once the server has accepted the message. */
export const contactMessageAtom = atom(
  null,
  async (get, _set, message: ContactRequest): Promise<ContactReceipt> =>
    (await getApi(get).call('post', '/support/contact/', { body: message })).data,
);
