import axios from 'axios';

// A wrapper that sends methods other than GET and POST as a POST, the intended method in the
// X-HTTP-Method-Override header: each caller's method decides whether the override is made.
function request(original) {
  const options = { timeout: 5000, ...original };
  if (options.method && !['GET', 'POST'].includes(options.method)) {
    options.headers = { 'X-HTTP-Method-Override': options.method };
    options.method = 'POST';
  }
  return axios(options);
}

// The same override tested with indexOf.
function send(method, url, data) {
  const config = { method, url, data };
  if (['GET', 'HEAD', 'POST'].indexOf(method) === -1) {
    config.method = 'POST';
  }
  return axios(config);
}

// A caller's options spread after the method: an object without a method keeps the POST.
export function login(body, options = {}) {
  // @expect POST /api/login
  return request({ method: 'POST', url: '/api/login', data: body, ...options });
}

export function signIn(body) {
  return login(body, { timeout: 1000 });
}

export function searchItems(q) {
  // @expect GET /api/items
  return request({ method: 'GET', url: '/api/items', params: { q } });
}

export function listTags() {
  // @expect GET /api/tags
  return request({ url: '/api/tags' });
}

export function createItem(item) {
  // @expect POST /api/items
  return request({ method: 'POST', url: '/api/items', data: item });
}

export function clearCache() {
  // @expect DELETE /api/cache
  return request({ method: 'DELETE', url: '/api/cache' });
}

export function renameItem(id, name) {
  // @expect PATCH /api/items/{id}
  return request({ method: 'PATCH', url: `/api/items/${id}`, data: { name } });
}

export function readReport(id) {
  // @expect GET /api/reports/{id}
  return send('GET', `/api/reports/${id}`);
}

export function archiveReport(id) {
  // @expect POST /api/reports/{id}/archive
  return send('POST', `/api/reports/${id}/archive`, {});
}

export function dropReport(id) {
  // @expect DELETE /api/reports/{id}
  return send('DELETE', `/api/reports/${id}`);
}

// The listed methods are sent as they are (indexOf(...) >= 0); any other is tunnelled through
// a POST naming it in the override header, which the server acts on.
function tunnel(method, url) {
  const init = { method: 'POST', url, headers: { 'X-HTTP-Method-Override': method } };
  if (['GET', 'POST'].indexOf(method) >= 0) {
    init.method = method;
  }
  return axios(init);
}

export function readFeed() {
  // @expect GET /api/feed
  return tunnel('GET', '/api/feed');
}

export function purgeFeed() {
  // @expect DELETE /api/feed
  return tunnel('DELETE', '/api/feed');
}

// A header for the listed methods only (a positive includes).
function load(method, url) {
  const init = { method, url, headers: {} };
  if (['GET', 'HEAD'].includes(method)) {
    init.headers['Cache-Control'] = 'no-cache';
  }
  return axios(init);
}

export function readStatus() {
  // @expect GET /api/status
  return load('GET', '/api/status');
}

export function resetStatus() {
  // @expect PUT /api/status
  return load('PUT', '/api/status');
}
