import { useAuthStore } from '../stores/auth'
import { useSecurityStore } from '../stores/security'

// The one request wrapper: each method's function sends JSON to the same-origin API.
export const api = {
  get: request('GET'),
  post: request('POST'),
  put: request('PUT'),
  delete: request('DELETE'),
}

function request(method) {
  return (path, body = undefined) => {
    const options = { method, headers: headersFor(method) }
    if (body) {
      options.headers['Content-Type'] = 'application/json'
      options.body = JSON.stringify(body)
    }
    return fetch('/api' + path, options).then((response) => response.json())
  }
}

// The CSRF token goes with the writes only; the signed-in user's id with every request.
function headersFor(method) {
  const auth = useAuthStore()
  const security = useSecurityStore()
  const headers = {}
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    headers['X-CSRF-Token'] = security.csrfToken
  }
  if (auth.isSignedIn) {
    headers['X-Client-User'] = auth.userIdentifier
  }
  return headers
}
