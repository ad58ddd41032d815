import { api } from './client';

export interface DocumentSummary {
  id: string;
  title: string;
  updatedAt: string;
}

export interface DocumentPage {
  data: DocumentSummary[];
  pagination: { nextCursor: string | null };
}

export interface Document extends DocumentSummary {
  text: string;
  collectionId: string;
}

export interface ListDocumentsParams {
  collectionId?: string;
  cursor?: string;
  limit?: number;
}

/** Lists the documents of the workspace, newest first, one page at a time. */
export async function listDocuments(params: ListDocumentsParams = {}) {
  // @expect POST /documents.list
  const res = await api.post<DocumentPage>('/documents.list', params);
  return res.data;
}

/** Shows one document with its full text. */
export async function getDocument(id: string) {
  // @expect POST /documents.info
  const res = await api.post<{ data: Document }>('/documents.info', { id });
  return res.data.data;
}

/** Finds documents whose title or text matches the operator's words. */
export async function searchDocuments(query: string, limit = 25) {
  // @expect POST /search
  const res = await api.post<DocumentPage>('/search', { query, limit });
  return res.data;
}

/** Deletes a document for good; its attachments go with it. */
export async function deleteDocument(id: string) {
  // @expect DELETE /documents/{id}
  await api.delete(`/documents/${id}`);
}
