import { billing, client, publicClient } from '../api/clients';
import '../api/setup';

export function listNotes() {
  // @expect GET /api/notes
  return client.get({ url: '/notes' });
}

export function deleteNote(id: string) {
  // @expect DELETE /api/notes/{id}
  return client.delete({ url: '/notes/{id}', path: { id } });
}

export function listInvoices() {
  // @expect GET /billing/invoices
  return billing.get({ url: '/invoices' });
}

export function serverVersion() {
  // @expect GET /public/version
  return publicClient.get({ url: '/version' });
}
