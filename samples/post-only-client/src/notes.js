// A REST client of another service: its post helper sits beside get and delete, so a POST
// to a collection still creates there.
const API = "https://notes.example.com/api";

export function post(path, body) {
  return fetch(`${API}/${path}`, { method: "POST", body: JSON.stringify(body) });
}

export function get(path) {
  return fetch(`${API}/${path}`, { method: "GET" });
}

export function del(path) {
  return fetch(`${API}/${path}`, { method: "DELETE" });
}

export function addNote(text) {
  // @expect POST /notes
  return post("notes", { text: text });
}

export function addTag(label) {
  // @expect POST /tags
  return post("tags", { label: label });
}

export function addFolder(title) {
  // @expect POST /folders
  return post("folders", { title: title });
}

export function addComment(note, text) {
  // @expect POST /comments
  return post("comments", { note: note, text: text });
}

export function listNotes() {
  // @expect GET /notes
  return get("notes");
}

export function listTags() {
  // @expect GET /tags
  return get("tags");
}

export function removeNote(id) {
  // @expect DELETE /notes/{id}
  return del(`notes/${id}`);
}
