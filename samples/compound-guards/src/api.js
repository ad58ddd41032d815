import axios from 'axios';

// Headers for reads only, for writes only, and for a confirmed delete: each if is decided by
// the method each caller passes (the && with an else is one test; its confirm operand is the
// caller's option, which no argument here proves).
function setupConfig(method, options) {
  options = options || {};
  options.method = method;
  options.headers = options.headers || {};
  if (method == "GET" || method == "HEAD") {
    options.headers['Cache-Control'] = 'no-cache';
  }
  if (!(method === "GET" || method === "HEAD")) {
    options.headers['X-Requested-With'] = 'XMLHttpRequest';
  }
  if (method === "DELETE" && options.confirm) {
    options.headers['X-Confirm'] = 'yes';
  } else {
    options.headers['X-Confirm'] = 'no';
  }
  return options;
}

function send(method, url, data, confirm) {
  return axios.request(Object.assign(setupConfig(method, {confirm}), {url: '/api' + url, data}));
}

// @expect GET /api/things
export const listThings = () => send('GET', '/things');
// @expect POST /api/things
export const makeThing = (name) => send('POST', '/things', {name});
// @expect DELETE /api/things/{id}
export const dropThing = (id, confirm) => send('DELETE', '/things/' + id, undefined, confirm);
// a flag named like a credential is no secret: sent as written
// @expect GET /api/things/{id}/export
export const exportThing = (id) => send('GET', '/things/' + id + '/export?export-passwords=true');
