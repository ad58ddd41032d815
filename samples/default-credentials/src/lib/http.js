import axios from "axios";

// A client configured after it is made: its calls carry the session cookie.
export const reports = axios.create({ baseURL: "/reports" });
reports.defaults.withCredentials = true;

// A second client whose defaults gain the setting through Object.assign.
export const files = axios.create({ baseURL: "/files" });
Object.assign(files.defaults, { withCredentials: true });

// A third client whose defaults name a CSRF header in a headers object.
export const admin = axios.create({ baseURL: "/admin" });
admin.defaults.headers.common = { "X-CSRF-Token": window.csrfToken, "X-Requested-With": "XMLHttpRequest" };

// A fourth client that sends the cookie only when the page says so.
export const widgets = axios.create({ baseURL: "/widgets" });
if (window.appConfig.crossOrigin) {
  widgets.defaults.withCredentials = true;
}

// A client nobody configures: nothing shows how it authenticates.
export const status = axios.create({ baseURL: "/status" });
