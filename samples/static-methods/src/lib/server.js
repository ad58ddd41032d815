// One fetch wrapper: every path is relative to the API root.
async function call(method, url, data) {
  const response = await fetch(`/api/${url}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  return response.json();
}

export default {
  get: (url) => call("GET", url),
  post: (url, data) => call("POST", url, data),
  put: (url, data) => call("PUT", url, data),
  remove: (url) => call("DELETE", url),
};
