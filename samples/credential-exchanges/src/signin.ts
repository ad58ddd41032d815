// Credential exchanges: each is reviewed and never retried, whatever its method
// (policy.credential-exchange).

// The session a sign-in mutation returned, handed to a route that sets it as the cookie
// (scope.session-flow, a session hand-over).
export async function finishSignIn(sessionId: string, next: string) {
  // @expect POST /sign/session
  await fetch("/sign/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: sessionId })
  });
  window.location.href = next;
}

// A provider's token read back after an OAuth pop-up: the server may clear it on the first
// read, so the read is never retried (output.credential-read).
export function pollToken(onToken: (token: string) => void) {
  // @expect GET /integrations/slack_retrieve_token
  return fetch("/integrations/slack_retrieve_token")
    .then((r) => r.json())
    .then((data: { access_token: string }) => onToken(data.access_token));
}

// A token renewal made with GET (scope.session-flow) and a password login already never
// retry (the refresh word makes the GET a write); their policies are left as they are.
export function renewToken() {
  // @expect GET /auth/refresh-token
  return fetch("/auth/refresh-token").then((r) => r.json());
}

export function login(username: string, password: string) {
  // @expect POST /api/login
  return fetch("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password })
  });
}

// Reading who is signed in, checking a token's state and logging out exchange no credential.
export const sessionInfo = () =>
  // @expect GET /auth/session/info
  fetch("/auth/session/info").then((r) => r.json());

export const checkToken = () =>
  // @expect GET /check_pms_token
  fetch("/check_pms_token").then((r) => r.json());

export const logout = () =>
  // @expect PUT /auth/logout
  fetch("/auth/logout", { method: "PUT" });
