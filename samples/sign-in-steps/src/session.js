// A password login to the app's own origin, a second sign-in step, a sign-in to another
// service made by a signed-in user, and an ordinary read.
export function signIn(username, password) {
  // @expect POST /auth/session
  return fetch("/auth/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
}

export function pushSecondFactor(username) {
  // @expect POST /sso/authenticate
  return fetch("/sso/authenticate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username }),
  });
}

export function connectLastfm(user, password) {
  // @expect POST /api/lastfm-login
  return fetch("/api/lastfm-login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ user, password }),
  });
}

export function listUsers() {
  // @expect GET /user
  return fetch("/user").then((response) => response.json());
}
