// Trap: the global `notesApi` is assigned instances of two different classes (this module and
// offline.js); which one a caller reaches depends on which script ran last, so it is not proven.
export class NotesApi {
  post(url, data) {
    return fetch('/api' + url, {method: 'POST', body: JSON.stringify(data)});
  }
}

window.notesApi = new NotesApi();
