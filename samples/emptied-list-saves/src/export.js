// Export settings: a language list the page extends with the user's own before narrowing the
// chosen one, and an archive call whose default scope a caller overrides with null.
import axios from "axios";

export function exportBookmarks(chosen, custom) {
  const languages = ["de", "en"];
  languages.push(custom);            // the user's own language passes the test below
  let lang = chosen || "en";
  if (!languages.includes(lang)) lang = "en";
  // @expect GET /api/export
  return axios.get("/api/export", { params: { lang } });
}

export const exportInOwnLanguage = (custom) => exportBookmarks(custom, custom);

export function archive(scope = "all") {
  // @expect POST /api/archive/{scope}
  return axios.post(`/api/archive/${scope}`);
}

// a default is taken for undefined only: this call sends POST /api/archive/null, read as the
// hole {scope} (a null in a URL is a value not yet set), never the default's /api/archive/all
export const archiveWithoutScope = () => archive(null);
export const archiveRead = () => archive("read");
