// A thin transport wrapper: every request's URL comes from its callers.
const BASE = '/api';

export default {
  get: (url) => fetch(BASE + url, { credentials: 'include' }),
  post: (url, data) => fetch(BASE + url, { method: 'POST', body: JSON.stringify(data) }),
  delete: (url) => fetch(BASE + url, { method: 'DELETE' }),
};
