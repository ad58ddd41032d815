// The page sets the token once, from the meta tag its server rendered.
const glob = window.glob || (window.glob = {});
glob.csrfToken = document.querySelector('meta[name="csrf-token"]').getAttribute("content");

// The request helper: every header it sends comes from its caller.
function call(method, url, data, headers) {
  return fetch(url, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
  }).then((response) => response.json());
}

// The module-level wrappers pass the token down with every call.
const csrf = () => ({ "x-csrf-token": glob.csrfToken });

export const get = (url) => call("GET", url, undefined, { "x-csrf-token": glob.csrfToken });
export const post = (url, data) => call("POST", url, data, csrf());
export const del = (url) => call("DELETE", url, undefined, csrf());
