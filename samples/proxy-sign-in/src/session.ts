import Cookies from "js-cookie"

// Behind a reverse proxy that signs users in, the build or the proxy's cookie names the user.
function remoteUser(): string | null {
  const user = import.meta.env.VITE_REMOTE_USER || Cookies.get("remote_user")
  if (user) {
    return user
  }
  return null
}

export function defaultHeaders(): Record<string, string> {
  const user = remoteUser()
  const token = Cookies.get("access_token")
  let headers: Record<string, string> = {}
  if (user) {
    headers = {
      "X-Forwarded-User": user,
      "X-Forwarded-Groups": Cookies.get("remote_groups") || "",
      "X-Forwarded-Email": localStorage.getItem("remote_email") || ""
    }
  }
  if (token) {
    headers["Authorization"] = `Bearer ${token}`
  }
  return headers
}
