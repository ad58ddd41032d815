// A wrapper handed in from a page global: code2skill cannot follow it, so these calls are
// reviewed (never a silent miss).
export class NotesApi {
  constructor(transport) {
    this.http = transport;
  }

  list() {
    // @expect-none
    return this.http.get({ url: "/api/v2/notes" });
  }

  create(text) {
    // @expect-none
    return this.http.post({ url: "/api/v2/notes", body: { text } });
  }
}

export const notes = new NotesApi(window.gardenTransport);
