import { del, get, post } from "./base";

export function listNotes() {
  // @expect GET /api/notes
  return get("notes");
}

export function createNote(title: string, text: string) {
  // @expect POST /api/notes
  return post("notes", { title, text });
}

export function deleteNote(id: number) {
  // @expect DELETE /api/notes/{id}
  return del(`notes/${id}`);
}

// The caller opts out of the header (noAuth). The tool reads the POST wrapper's headers as a
// choice of objects without following the `if`, so this too says bearer, only under a condition.
export function register(email: string, password: string) {
  // @expect POST /api/accounts
  return post("accounts", { email, password }, true);
}
