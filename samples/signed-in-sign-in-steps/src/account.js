// A password login to the app's own origin, and requests with sign-in words a signed-in user
// makes: an administrator's log-in as another user (an action on an item) and a
// re-authentication before a sensitive change.
export function signIn(username, password) {
  // @expect POST /api/auth/login
  return fetch("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
}

export function impersonate(userId) {
  // @expect POST /api/admin/users/{userId}/login-as
  return fetch(`/api/admin/users/${userId}/login-as`, { method: "POST" });
}

export function confirmIdentity(password) {
  // @expect POST /api/account/authenticate
  return fetch("/api/account/authenticate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password }),
  });
}

export function loadAccount() {
  // @expect GET /api/account
  return fetch("/api/account").then((response) => response.json());
}
