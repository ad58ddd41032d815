// The backend sets the app_baseurl cookie to the path the app is served under.
function readBaseCookie() {
  let val = document.cookie.split("; ").find((r) => r.startsWith("app_baseurl="))?.split("=")[1];
  if (val === undefined) {
    val = "";
  }
  return val;
}

export class AppURL {
  static base_url = readBaseCookie();
  path = "";

  constructor(path) {
    this.path = path;
  }

  toString() {
    return AppURL.base_url + this.path;
  }
}

export function archiveInfo(id) {
  // @expect GET /api/archives/{id}
  return fetch(new AppURL(`/api/archives/${id}`));
}

export function deleteArchive(id) {
  // @expect DELETE /api/archives/{id}
  return fetch(new AppURL(`api/archives/${id}`), { method: "DELETE" });
}

export function listCategories() {
  // @expect GET /api/categories
  return fetch(AppURL.base_url + "/api/categories").then((r) => r.json());
}
