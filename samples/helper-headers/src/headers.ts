import Cookies from "js-cookie"

// The signed-in user's token, as a bearer credential, with a JSON body.
export function authHeaders() {
  return {
    Authorization: `Bearer ${localStorage.getItem("token")}`,
    "Content-Type": "application/json"
  }
}

// Behind a reverse proxy that signs users in, its cookie names the user.
export function proxyHeaders(): Record<string, string> {
  const user = Cookies.get("remote_user")
  const token = Cookies.get("access_token")
  let headers: Record<string, string> = {}
  if (user) {
    headers = {
      "X-Forwarded-User": user,
      "X-Forwarded-Groups": Cookies.get("remote_groups") || ""
    }
  }
  if (token) {
    headers["Authorization"] = `Bearer ${token}`
  }
  headers["Content-Type"] = "application/json"
  return headers
}

// JSON, and the CSRF token of the session cookie.
export function csrfHeaders(): Headers {
  const headers = new Headers({Accept: "application/json"})
  headers.set("X-CSRFToken", Cookies.get("csrftoken") || "")
  return headers
}

// Fixed headers every catalogue request sends.
export function clientHeaders() {
  const headers: Record<string, string> = {}
  headers["X-Client"] = "web"
  headers["Accept"] = "application/json"
  return headers
}
