import * as App from "./common.js";

export function callAPI(endpoint, method) {
    const url = new App.AppURL(endpoint);
    return fetch(url, { method }).then((response) => response.json());
}

export function deleteNote(id) {
    // @expect DELETE /api/notes/{id}
    return callAPI(`/api/notes/${id}`, "DELETE");
}

export function listNotes() {
    // @expect GET /api/notes
    return callAPI("/api/notes", "GET");
}

export function saveNote(id, text) {
    // @expect PUT /api/notes/{id}
    return fetch(new App.AppURL(`/api/notes/${id}`), {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ text }),
    }).then((response) => response.json());
}

export function serviceStatus() {
    // @expect GET /v1/status
    return fetch(new App.StatusURL("status")).then((response) => response.json());
}
