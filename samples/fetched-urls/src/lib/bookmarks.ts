// An address stored with a record: nothing here proves the server never reaches it, so the
// Tool is open-world with a low item (risk.sent-address). The browser's way back is no
// address the server reaches.
import axios from "axios";

export function saveBookmark(url: string, title: string) {
  // @expect POST /api/bookmarks/
  return axios.post("/api/bookmarks/", { url, title });
}

export function startExport(redirectUrl: string) {
  // @expect POST /api/export/download
  return axios.post("/api/export/download", { redirect_url: redirectUrl });
}
