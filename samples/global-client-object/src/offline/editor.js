export function saveNote(text) {
  // @expect-none
  return window.notesApi.post('/notes', {text});
}
