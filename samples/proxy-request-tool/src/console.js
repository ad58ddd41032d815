// A REST console: the server replays whatever request the user types on the cluster, so the
// Tool may run any operation there, DELETE /<index> included.
function post(path, body) {
  return fetch(`/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).then((res) => res.json());
}

export function execute(method, path, data) {
  // @expect POST /api/rest/request
  return post("rest/request", { method: method, path: path, data: data });
}

// a database console posts the statement text it is given
export function runSql(sql) {
  // @expect POST /api/sql
  return post("sql", { sql: sql });
}

// a webhook saved with the URL and method it will call is data, not a forwarded request
export function saveWebhook(name, url, method) {
  // @expect POST /api/webhooks
  return fetch("/api/webhooks", {
    method: "POST",
    body: JSON.stringify({ name: name, url: url, method: method }),
  });
}

// a search text is no statement
export function searchIndices(query) {
  // @expect POST /api/search
  return post("search", { query: query });
}
