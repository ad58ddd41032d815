// A board under a /_api base whose folder path the caller glues to the route
// (`/resource${board()}/…`): neither the base nor the glued path names a Tool; what lies
// below the glued path is named by the function making the request.
const api = "/_api";

// the board's folder, read from the page's address
const board = () => window.location.pathname.replace(/\/$/, "");

export function fetchTitle() {
  // @expect GET /_api/title
  return fetch(`${api}/title`).then((res) => res.text());
}

export function fetchTags() {
  // @expect GET /_api/tags{board}
  return fetch(`${api}/tags${board()}`).then((res) => res.json());
}

export async function createNewLane(newName) {
  // @expect POST /_api/resource{board}/{newName}
  await fetch(`${api}/resource${board()}/${encodeURIComponent(newName)}`, { method: "POST" });
}

export function deleteLane(lane) {
  // @expect DELETE /_api/resource{board}/{lane}
  return fetch(`${api}/resource${board()}/${encodeURIComponent(lane)}`, { method: "DELETE" });
}
