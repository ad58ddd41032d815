import { Session } from "./session";

// The bearer header when the client holds a token, else no header at all.
function authHeader(): Record<string, string> {
  if (Session.token) {
    return { Authorization: `Bearer ${Session.token}` };
  }
  return {};
}

// GET assigns the helper's result directly as the headers.
export async function get(url: string) {
  const headers = authHeader();
  const response = await fetch(`/api/${url}`, { method: "GET", headers });
  return response.json();
}

// POST spreads the helper's result only when the caller does not opt out.
export async function post(url: string, data: unknown, noAuth?: boolean) {
  let headers: Record<string, string> = {};
  if (!noAuth) {
    headers = {
      ...authHeader(),
    };
  }
  headers = { ...headers, "Content-Type": "application/json" };
  const response = await fetch(`/api/${url}`, { method: "POST", headers, body: JSON.stringify(data) });
  return response.json();
}

// DELETE spreads it unconditionally.
export async function del(url: string) {
  const headers = { ...authHeader() };
  const response = await fetch(`/api/${url}`, { method: "DELETE", headers });
  return response.json();
}
