const base = '/api/v0'

function request(method) {
  return (url, body) => {
    const init = { method, headers: { 'Content-Type': 'application/json' } }
    if (body) {
      init.body = JSON.stringify(body)
    }
    return fetch(base + url, init).then((res) => res.json())
  }
}

export const apiWrapper = {
  get: request('GET'),
  post: request('POST'),
  put: request('PUT'),
  delete: request('DELETE'),
}
