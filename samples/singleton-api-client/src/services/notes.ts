import { apiClient, ApiClient } from "../api/apiClient";
import { TagStore, FolderStore, AuditLog } from "../api/statics";
import search, { getSearchClient } from "../api/lazy";
import { reportApi, labels, boards } from "../api/lazy";
import { pickApi } from "../api/unproven";

interface Note {
  id: string;
  title: string;
}

export function getNote(id: string) {
  // @expect GET /api/notes/{id}
  return apiClient.get<Note>(`/notes/${id}`, { requiresAuth: true });
}

export function createNote(note: Note) {
  // @expect POST /api/notes
  return apiClient.post<Note>("/notes", note, { requiresAuth: true });
}

export function deleteNote(id: string) {
  // the factory called at the call site
  // @expect DELETE /api/notes/{id}
  return ApiClient.getInstance().delete(`/notes/${id}`, { requiresAuth: true });
}

export function listTags() {
  // @expect GET /api/tags/all
  return TagStore.shared().read("/all");
}

export function removeFolder(id: string) {
  // @expect DELETE /api/folders/{id}
  return FolderStore.get().remove(`/${id}`);
}

export function auditPage(page: number) {
  // @expect GET /api/audit/pages/{page}
  return AuditLog.current().read(`/pages/${page}`);
}

export function searchNotes(q: string) {
  // @expect GET /search/notes
  return search.query(`/notes?q=${encodeURIComponent(q)}`);
}

export function searchTags(q: string) {
  // @expect GET /search/tags
  return getSearchClient().query(`/tags?q=${encodeURIComponent(q)}`);
}

export function dailyReport(day: string) {
  // @expect GET /reports/v2/daily/{day}
  return reportApi.read(`/daily/${day}`);
}

export function publishReport(id: string) {
  return reportApi.publish(id);
}

export function listLabels() {
  // @expect GET /api/labels
  return labels.list();
}

export function removeBoard(id: string) {
  // @expect DELETE /api/boards/{id}
  return boards.remove(id);
}

export function fetchPicked(admin: boolean, path: string) {
  return pickApi(admin).get(`/items/${path}`);
}
