import _ from "lodash";

const tokenKey = "token";

export interface RequestOptions extends RequestInit {
  background?: boolean;
}

// The wrapper replaces the caller's headers, then adds the stored credential when there is one.
export async function ajax(
  route: string,
  options?: RequestOptions,
  params?: Record<string, string>
) {
  if (!_.isEmpty(params)) {
    _.each(params, (value, key) => {
      route = route.replace(`:${key}`, value);
    });
  }

  options = options || {};

  options.headers = {
    "Content-Type": "application/json"
  };

  const token = localStorage.getItem(tokenKey);
  if (!_.isEmpty(token)) {
    options.headers["X-Auth"] = token;
  }

  const response = await fetch(route, options);
  return await response.json();
}

export async function login(username: string, password: string) {
  localStorage.setItem(tokenKey, `${username}:${password}`);
  // @expect GET /api/ping
  return await ajax("/api/ping");
}
