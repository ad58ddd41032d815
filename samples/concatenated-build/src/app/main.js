'use strict';
document.getElementById('save-note').addEventListener('click', function() {
  var title = document.getElementById('note-title').value;
  var text = document.getElementById('note-text').value;
  saveNote({title: title, text: text});
});
