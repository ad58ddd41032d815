export function removeApi(url) {
  return fetch(url, { method: 'DELETE' });
}

export function postApi(url, body) {
  return fetch(url, { method: 'POST', body: JSON.stringify(body) });
}
