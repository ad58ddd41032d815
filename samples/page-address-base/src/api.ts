import axios from "axios";

// The app is served under a path of its own (a reverse proxy's sub-path): every request goes
// under the page's path, spelled from the parts of the page's own address.
const { protocol, hostname, port, pathname } = window.location;

const base = protocol + "//" + hostname + (port ? ":" + port : "") + pathname;

// the JSON API lives at `api/` under the page's path
const api = axios.create({
  baseURL: base + "api/",
  headers: { Accept: "application/json" },
});

export default api;

// routes not under `api/` (the sign-in provider's callback) share the same base
export const pageApi = axios.create({ baseURL: base });
