import axios from 'axios';

// A page-wide setting the source does not show may send a POST as a PUT: each caller keeps
// its own method beside the PUT, also when it spreads options without a method after it.
function send(original) {
  const options = { ...original };
  if (window.appConfig.putForPost && options.method === 'POST') {
    options.method = 'PUT';
  }
  return axios(options);
}

export function openSession(body, options = {}) {
  // @expect POST /api/session
  return send({ method: 'POST', url: '/api/session', data: body, ...options });
}

export function signIn(body) {
  return openSession(body, { timeout: 1000 });
}
