// `a ?? b` takes b only when a is null or undefined: '' and 0 are kept, where `a || b`
// drops them. A caller passing '' or 0 reaches the path it spells, never the default's.

/** Deletes the events under a path; the whole list when no path is given. */
export function dropEvents(url) {
  url = url ?? '/events';
  return fetch(`/api${url}`, { method: 'DELETE' });
}

/** Archives the boards under a path: the inbox unless a caller names a truthy one. */
export function archiveBoards(url) {
  url ||= '/inbox';
  return fetch(`/api/archive${url}`, { method: 'POST' });
}

/** Empties a bin, the trash unless the caller's options name one ('' is the root). */
export function emptyBin({ path = '/trash' }) {
  return fetch(`/api/bins${path}`, { method: 'DELETE' });
}

/** Reads the notes under a path, all of them when the caller leaves it out. */
export function readNotes(url) {
  url = url != null ? url : '/all';
  return fetch(`/api/notes${url}`);
}

/** Marks a folder read: an old-style default, written only while it is unset. */
export function markRead(url) {
  if (url == null) url = '/all';
  return fetch(`/api/read${url}`, { method: 'POST' });
}

/** Lists the labels under a path, the shared ones when none is given. */
export function listLabels(url) {
  return fetch(`/api/labels${url ?? '/shared'}`);
}

// @expect DELETE /api
export const clearRoot = () => dropEvents('');
// @expect DELETE /api0
export const clearZero = () => dropEvents(0);
// @expect POST /api/archive/inbox
export const archiveBlank = () => archiveBoards('');
// @expect DELETE /api/bins
export const emptyRoot = () => emptyBin({ path: '' });
// @expect GET /api/notes0
export const notesZero = () => readNotes(0);
// @expect POST /api/read
export const markBlank = () => markRead('');
// @expect GET /api/labels/shared
export const sharedLabels = () => listLabels();
// @expect GET /api/labels/shared
export const nullLabels = () => listLabels(null);
