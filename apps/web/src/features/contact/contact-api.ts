import { CONTACT_PATH, ZEmptyResponse, type TContactRequest } from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

/** Sends the contact form; the server mails sales and a receipt to the sender. */
export async function sendContact(body: TContactRequest): Promise<void> {
  await apiRequest(CONTACT_PATH, ZEmptyResponse, { method: 'POST', body });
}
