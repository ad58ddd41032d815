// Every request goes under /api, or, once the user picked another instance to manage, under
// the proxy root this server keeps for it: the same endpoints, one root switched at run time.
const getApiRoot = () => {
  if (localStorage.getItem('currentInstance') !== null) {
    return '/api/instances/' + localStorage.getItem('currentInstance');
  }
  return '/api';
};

export const request = async (path, method = 'GET', body = undefined) => {
  return await fetch(getApiRoot() + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};

// Requests of this server itself, never switched.
export const localRequest = async (path, method = 'GET', body = undefined) => {
  return await fetch('/api' + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};

export const jsonRequest = async (path) => (await request(path)).json();
