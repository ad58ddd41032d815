// Addresses stored with a record, or the browser's way back: nothing here says the server
// fetches them.
import axios from "axios";

export function saveBookmark(url: string, title: string) {
  // @expect POST /api/bookmarks/
  return axios.post("/api/bookmarks/", { url, title });
}

export function startExport(redirectUrl: string) {
  // @expect POST /api/export/download
  return axios.post("/api/export/download", { redirect_url: redirectUrl });
}
