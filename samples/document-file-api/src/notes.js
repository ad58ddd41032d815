// A notes board that keeps each note as a Markdown file on its server and writes the files
// through the API: the requests ending in .md that write are endpoints, not static files.
const api = "/_api";

export function readNote(folder, name) {
  // a document read under the API's base segment is a route's answer
  // @expect GET /_api/notes/{folder}/{name}.md
  return fetch(`${api}/notes/${encodeURIComponent(folder)}/${encodeURIComponent(name)}.md`)
    .then((res) => res.text());
}

export function createNote(folder, name, content) {
  // @expect POST /_api/notes/{folder}/{name}.md
  return fetch(`${api}/notes/${encodeURIComponent(folder)}/${encodeURIComponent(name)}.md`, {
    method: "POST",
    body: JSON.stringify({ content }),
  });
}

export function saveNote(folder, name, content) {
  // @expect PATCH /_api/notes/{folder}/{name}.md
  return fetch(`${api}/notes/${encodeURIComponent(folder)}/${encodeURIComponent(name)}.md`, {
    method: "PATCH",
    body: JSON.stringify({ content }),
  });
}

export function deleteNote(folder, name) {
  if (!confirm(`Delete ${name}?`)) return;
  // @expect DELETE /_api/notes/{folder}/{name}.md
  return fetch(`${api}/notes/${encodeURIComponent(folder)}/${encodeURIComponent(name)}.md`, {
    method: "DELETE",
  });
}

export function uploadLogo(file) {
  // a written image is stored by the server: an endpoint too
  // @expect PUT /_api/logo.png
  return fetch(`${api}/logo.png`, { method: "PUT", body: file });
}

export function loadHelp() {
  // a document the app ships beside its pages stays a static file
  // @expect-none
  return fetch("/docs/help.md").then((res) => res.text());
}

export function loadIcon() {
  // an image read is a static file wherever it is
  // @expect-none
  return fetch(`${api}/icons/note.svg`).then((res) => res.text());
}
