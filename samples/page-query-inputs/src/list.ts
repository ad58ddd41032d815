// The app's own query-string helper joins an object's members with a for…in loop (rule
// value.object-loop, as for (k of Object.keys(x))): the typed object's members are the query
// parameters, never one nameless input. The continuation of the previous page is a cursor
// input (rule query.cursor).
export const queryParams = (params: Record<string, unknown>): string => {
  const result = [];
  let key = "";
  for (key in params) {
    if (typeof params[key] !== "number" && !params[key]) continue;
    result.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`);
  }
  return result.join("&");
};

export function fetchNext(obj: { videoId?: string; playlistId?: string; index?: number } = {}) {
  // @expect GET /api/next
  return fetch("/api/next?" + queryParams(obj)).then((r) => r.json());
}

export function playNext(videoId: string, index: number) {
  return fetchNext({ videoId, index });
}

export function playList(playlistId: string) {
  return fetchNext({ playlistId });
}

let ctoken = "";
export async function morePlaylist(id: string, continuations?: { continuation: string }) {
  // @expect GET /api/playlist
  const response = await fetch(
    "/api/playlist?ref=" + id +
      `${continuations ? `&ctoken=${encodeURIComponent(continuations.continuation)}` : ""}`,
  );
  const data = await response.json();
  ctoken = data.continuations.continuation;
  return data;
}

export async function nextPlaylistPage(id: string) {
  // @expect GET /api/playlist
  const response = await fetch(`/api/playlist?ref=${id}${ctoken ? `&ctoken=${ctoken}` : ""}`);
  const data = await response.json();
  ctoken = data.continuations.continuation;
  return data;
}
