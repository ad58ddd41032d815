import qs from "qs";
import queryString from "query-string";
import urlJoin from "url-join";

const API = "https://api.example.com";

export async function searchUsers(term: string, page: number) {
  // @expect GET /v1/users/search
  return fetch(`${API}/v1/users/search?` + qs.stringify({ term, page }));
}

export async function listTags(prefix: string) {
  // @expect GET /v1/tags
  return fetch("/v1/tags?" + queryString.stringify({ prefix }));
}

export async function listEvents(since: string, kind?: string) {
  const url = new URL("/v1/events", API);
  url.searchParams.set("since", since);
  if (kind) url.searchParams.append("kind", kind);
  // @expect GET /v1/events
  return fetch(url);
}

export async function archiveProject(projectId: string) {
  // @expect POST /v1/projects/{projectId}/archive
  return fetch(urlJoin(API, "v1/projects", projectId, "archive"), { method: "POST" });
}

export async function readReport(reportId: string, format: string) {
  // @expect GET /v1/reports/{reportId}
  return fetch(queryString.stringifyUrl({ url: `/v1/reports/${reportId}`, query: { format } }));
}
