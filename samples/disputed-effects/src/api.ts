import axios from 'axios';

const http = axios.create({ baseURL: '/api' });

// A GET whose function's verb deletes what the path names: no retryable read.
export const approveDeleteMe = (token: string): Promise<void> =>
  // @expect GET /api/admin/deleteme
  http.get('/admin/deleteme', { params: { token } });

// A GET a page redraws with: its verb names no thing of the path, so it reads.
export const updateTable = (tag: string) =>
  // @expect GET /api/items
  http.get('/items', { params: { tag } });

// A GET only the page's success message says writes.
export const openInvite = (code: string) =>
  // @expect GET /api/invites/{code}
  http.get(`/invites/${code}`);

// A GET the text shown right after it says deletes.
export const toggleNote = (id: string) =>
  // @expect GET /api/notes/{id}
  http.get(`/notes/${id}`);

// A GET followed by another call before the text: the text may be the other call's.
export const noteHistory = (id: string) =>
  // @expect GET /api/notes/{id}/history
  http.get(`/notes/${id}/history`);

// A POST to a collection whose success message says an update.
export const saveInterfaces = (addresses: string[]) =>
  // @expect POST /api/server/interfaces
  http.post('/server/interfaces', { addresses });

// A POST to a collection whose success message says the create it is.
export const addUser = (name: string) =>
  // @expect POST /api/users
  http.post('/users', { name });

// A POST of page addresses to a measure: no collection it adds to.
export function counterWidget(urls: string[]) {
  // @expect POST /api/counts
  return http.post('/counts', urls);
}

// Checks by name: a phrasal verb writes, money keeps its risk, a name alone lowers nothing.
export async function checkOut(cart: { items: string[] }) {
  // @expect POST /api/orders
  return http.post('/orders', cart);
}

export async function checkIn(bookingId: string) {
  // @expect POST /api/bookings/{bookingId}/arrival
  return http.post('/bookings/' + bookingId + '/arrival');
}

export async function isNameTaken(name: string) {
  // @expect POST /api/accounts
  return http.post('/accounts', { name });
}

export async function checkNameIsAvailable(name: string) {
  // @expect POST /api/user/checkname
  return http.post('/user/checkname', { name });
}

// Sign-outs that delete something else keep their destructive risk; the session's does not.
export async function deleteAccountAndSignOut() {
  // @expect DELETE /api/users/me
  await http.delete('/users/me');
}

export async function logoutAndWipe() {
  // @expect DELETE /api/me/data
  await http.delete('/me/data');
}

export async function clearLogoutHistory() {
  // @expect DELETE /api/logout/history
  await http.delete('/logout/history');
}

export async function signOut() {
  // @expect DELETE /api/session
  await http.delete('/session');
}
