// A second style: the options' method decides, the token read from session storage.
export async function csrfFetch(url, options = {}) {
  options.method = options.method || 'GET'
  options.headers = options.headers || {}
  if (options.method.toUpperCase() !== 'GET') {
    options.headers['Content-Type'] = 'application/json'
    options.headers['X-CSRF-Token'] = sessionStorage.getItem('X-CSRF-Token')
  }
  const response = await fetch(url, options)
  return response.json()
}
