import axios from "axios";
import $ from "jquery";

// The same token, set by the page before the bundle runs (window.glob.csrfToken).
const glob = window.glob;

// An axios helper: the headers object is its caller's, whole.
function send(method, url, data, headers) {
  return axios({ method, url, data, headers }).then((response) => response.data);
}

// A jQuery helper: the same, through $.ajax's headers setting.
function ajax(method, url, data, headers) {
  return $.ajax({ type: method, url, data: JSON.stringify(data), headers, contentType: "application/json" });
}

const csrfHeader = { "X-CSRF-Token": glob.csrfToken };

export const legacy = {
  // @expect GET /api/tags
  listTags: () => send("GET", "/api/tags", undefined, csrfHeader),
  // @expect PATCH /api/tags/{id}
  renameTag: (id, name) => send("PATCH", `/api/tags/${id}`, { name }, { "X-CSRF-Token": glob.csrfToken }),
  // @expect GET /api/labels
  listLabels: () => ajax("GET", "/api/labels", undefined, csrfHeader),
  // The language header is the caller's choice, no credential: a Tool input stays.
  // @expect POST /api/translate
  translate: (text, lang) => ajax("POST", "/api/translate", { text }, { "Accept-Language": lang }),
};
