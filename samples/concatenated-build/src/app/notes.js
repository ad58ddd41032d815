'use strict';
function loadNotes(folderId) {
  // @expect-none (never called: GET /api/folders/{folderId}/notes is no Tool)
  return fetch('/api/folders/' + encodeURIComponent(folderId) + '/notes')
      .then(function(response) { return response.json(); });
}

function saveNote(note) {
  // @expect POST /api/notes
  return fetch('/api/notes', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({title: note.title, text: note.text}),
  });
}
