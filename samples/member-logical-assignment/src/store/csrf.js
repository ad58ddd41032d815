// The Rails csrfFetch template: the caller's method and headers are kept when given,
// defaulted with ||= when not, and the token is sent only by a request that is no GET.
export async function csrfFetch(url, options = {}) {
  options.headers ||= {};
  options.method ||= 'GET';
  if (options.method.toUpperCase() !== 'GET') {
    options.headers['Content-Type'] ||= 'application/json';
    options.headers['X-CSRF-Token'] = sessionStorage.getItem('X-CSRF-Token');
  }
  options['credentials'] ??= 'same-origin';
  options.body &&= JSON.stringify(options.body);
  const res = await fetch(url, options);
  if (res.status >= 400) throw res;
  return res;
}
