/* concatenated by the build: do not edit */
'use strict';
function loadNotes(folderId) {
  return fetch('/api/folders/' + encodeURIComponent(folderId) + '/notes')
      .then(function(response) { return response.json(); });
}

function saveNote(note) {
  return fetch('/api/notes', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({title: note.title, text: note.text}),
  });
}

'use strict';
function deleteTag(tagName) {
  return fetch('/api/tags/' + encodeURIComponent(tagName), {method: 'DELETE'});
}

'use strict';
document.getElementById('save-note').addEventListener('click', function() {
  var title = document.getElementById('note-title').value;
  var text = document.getElementById('note-text').value;
  saveNote({title: title, text: text});
});

