// String built-ins on a helper's parameter: the caller's literal changed as JavaScript does.

const endpoint = (entity) => '/api/' + entity.toLowerCase();
// @expect GET /api/users
export const listUsers = () => fetch(endpoint('Users'));

function resource(name) { return `/api/v1/${name.toLowerCase()}s`; }
// @expect POST /api/v1/posts
export const createPost = () => fetch(resource('Post'), {method: 'POST'});

const up = (a) => a.toLocaleUpperCase();
// @expect PUT /API/SHOUT
export const shout = () => fetch(up('/api/shout'), {method: 'PUT'});

const folder = (name) => '/api/folders/' + encodeURIComponent(name);
// @expect GET /api/folders/a%20b%2Fc
export const getFolder = () => fetch(folder('a b/c'));

const page = (p) => encodeURI('/api/pages/' + p);
// @expect DELETE /api/pages/x%20y
export const dropPage = () => fetch(page('x y'), {method: 'DELETE'});

const lo = (s, ...v) => (s[0] + v[0]).toLowerCase();
// @expect PATCH /api/tagged/k
export const tagged = () => fetch(lo`/API/TAGGED/${'K'}`, {method: 'PATCH'});

// @expect GET /api/folders/{name}
const byName = (name) => fetch(folder(name));
export const anyFolder = (name) => byName(name);
