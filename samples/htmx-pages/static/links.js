// htmx's JavaScript API makes the same requests as its attributes.
export function archiveLink(id) {
  // @expect POST /api/links/{id}/archive
  return htmx.ajax("POST", `/api/links/${id}/archive`, { values: { reason: "manual" }, target: "#links" });
}

export function refreshStats(range) {
  // @expect GET /api/stats
  htmx.ajax("GET", "/api/stats", { values: { range }, headers: { "X-Range": range } });
}
