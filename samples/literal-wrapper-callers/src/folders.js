// A wrapper whose path hole is a value made from its parameter (a default, a local chosen by a
// test on it) is one endpoint per call that fixes it, whatever the hole is named: the text
// each call passes decides, never the name of the parameter.

/** Deletes the events of a folder; the whole list when no folder is given. */
export function dropEvents(folder) {
  folder = folder ?? '/events';
  return fetch(`/api${folder}`, { method: 'DELETE' });
}

/** Reads the notes under a path, all of them when the caller leaves it out. */
export function readNotes(url) {
  const at = url != null ? url : '/all';
  return fetch('/api/notes' + at);
}

/** Archives a board; the board comes from the page, so one call is no fixed endpoint. */
export function archiveBoard(board) {
  const box = board ?? '/inbox';
  // @expect POST /api/archive{box}
  return fetch(`/api/archive${box}`, { method: 'POST' });
}

// @expect DELETE /api/inbox
export const dropInbox = () => dropEvents('/inbox');
// @expect DELETE /api/outbox
export const dropOutbox = () => dropEvents('/outbox');
// @expect DELETE /api/events
export const dropAll = () => dropEvents();

// @expect GET /api/notes/starred
export const starredNotes = () => readNotes('/starred');
// @expect GET /api/notes/all
export const allNotes = () => readNotes();

// @expect POST /api/archive/done
export const archiveDone = () => archiveBoard('/done');
export const archiveCurrent = () => archiveBoard(window.location.hash.slice(1));
