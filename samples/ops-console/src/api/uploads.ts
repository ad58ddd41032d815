import { api } from './client';

export interface UploadTicket {
  uploadUrl: string;
  key: string;
}

/** Asks for a one-time URL to store an attachment's bytes, and the key it will be stored under. */
export async function requestAttachmentUpload(name: string, contentType: string, size: number) {
  // @expect POST /attachments.presign
  const res = await api.post<UploadTicket>('/attachments.presign', { name, contentType, size });
  return res.data;
}

/** Sends the bytes to the URL the backend issued (no API credentials go there). */
export async function putBytes(url: string, file: File) {
  // the transfer step of the upload Tool (no endpoint of its own: the URL is the presign result)
  await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
}

/** Attaches a stored file to a document. */
export async function createAttachment(documentId: string, key: string, name: string) {
  // @expect POST /documents/{documentId}/attachments
  const res = await api.post<{ id: string }>(`/documents/${documentId}/attachments`, { key, name });
  return res.data;
}

/** Imports a spreadsheet of orders; the backend answers with the import's id. */
export async function importOrders(file: File) {
  const form = new FormData();
  form.append('file', file);
  // @expect POST /imports
  const res = await api.post<{ id: string }>('/imports', form);
  return res.data;
}
