import axios from "axios";

// Two branches build the query: a filter only one of them sends is optional, and one the
// other branch sends as a literal is optional too, with that literal as its default.
export function exportCsv(ranged, from, to, kind, tag) {
  let params;
  if (ranged) {
    params = "max_time=" + to + "&min_time=" + from + "&type=" + kind + "&tag=" + tag;
  } else {
    params = "max_time=0&min_time=0";
  }
  // @expect GET /v1/export.csv
  return axios.get("/v1/export.csv?" + params);
}
