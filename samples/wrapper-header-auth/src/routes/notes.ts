import { ajax } from "../lib/utils";

export async function listNotes() {
  // @expect GET /api/notes
  return await ajax("/api/notes");
}

export async function saveNote(id: string, text: string) {
  // @expect POST /api/notes/{id}
  return await ajax("/api/notes/:id", { method: "POST", body: JSON.stringify({ text }) }, { id });
}

export async function deleteNote(id: string) {
  // @expect DELETE /api/notes/{id}
  return await ajax("/api/notes/:id", { method: "DELETE" }, { id });
}
