import $ from "jquery";

const SITE_ROOT = "/";

// One wrapper for every call: the caller gives either a whole `url` or a `path` under /api.
export function apiCall(options) {
  const url = options.url || (SITE_ROOT + "api" + options.path);
  $.ajax({ type: options.type || "POST", url: url, data: options.data });
}

// The URL is the model's own (the source does not show it): reviewed, never "/api{path}".
export function removeItem(model) {
  // @expect-none
  apiCall({ type: "DELETE", url: model.get("apiURL") });
}

// The path under /api: the fallback is the URL.
export function renameItem(id, name) {
  // @expect PUT /api/items/{id}/
  apiCall({ type: "PUT", path: "/items/" + id + "/", data: { name } });
}

// A literal URL wins over the fallback.
export function archiveAll() {
  // @expect POST /archive/
  apiCall({ url: "/archive/" });
}
