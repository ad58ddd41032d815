// A wrapper every editor below sends through: the caller gives the path and the options, or
// none (a GET).
export function api(path, options) {
  return fetch(path, { ...(options || {}), headers: { "Content-Type": "application/json" } })
    .then((res) => res.json());
}
