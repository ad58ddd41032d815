// a fetch whose headers object gets the token only when it is given
export function loadThings(token) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  // @expect GET /things
  return fetch('/things', { headers });
}

// the same headers written always: stated as always sent
export function loadShelves(session) {
  const headers = {};
  headers.Authorization = 'Bearer ' + session.token;
  // @expect GET /shelves
  return fetch('/shelves', { headers });
}
