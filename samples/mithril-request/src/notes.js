import m from "mithril";

// Direct m.request calls: the options object names method, url, params and body.
export const Notes = {
  list: [],
  load(page) {
    // @expect GET /api/notes
    return m.request({ url: "/api/notes", params: { page } }).then((result) => {
      Notes.list = result.notes;
    });
  },
  create(text) {
    // @expect POST /api/notes
    return m.request({ method: "POST", url: "/api/notes", body: { text } });
  },
  update(id, text) {
    // @expect PUT /api/notes/{id}
    return m.request({ method: "PUT", url: "/api/notes/:id", params: { id }, body: { text } });
  },
  remove(id) {
    // @expect DELETE /api/notes/{id}
    return m.request("/api/notes/:id", { method: "DELETE", params: { id } });
  },
};
