import queryString, { type StringifiableRecord } from "query-string";

// The wrapper finishes every URL with query-string's stringifyUrl: the callers name the path
// and pass the query as an object.
interface Args {
  url: string;
  params?: StringifiableRecord;
  data?: Record<string, unknown>;
}

function buildUrl({ url, params }: Args) {
  const endpoint = url.replace(/^\/|\/$/g, "");
  return queryString.stringifyUrl({ url: `/api/${endpoint}`, query: params });
}

export async function get({ url, params }: Args) {
  const response = await fetch(buildUrl({ url, params }), { method: "GET" });
  return response.json();
}

export async function post({ url, params, data }: Args) {
  const response = await fetch(buildUrl({ url, params }), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(data),
  });
  return response.json();
}
