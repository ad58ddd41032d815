import Cookies from 'js-cookie';
import { WORKSPACE, currentUserId } from './session';

export function listItems() {
  const uid = localStorage.getItem('userId');
  // @expect GET /api/users/{uid}/items
  return fetch(`/api/users/${uid}/items`);
}

export function listMembers() {
  // @expect GET /api/workspaces/{WORKSPACE}/members
  return fetch(`/api/workspaces/${WORKSPACE}/members`);
}

export function listTeams() {
  // @expect GET /api/users/{currentUserId}/teams
  return fetch(`/api/users/${currentUserId()}/teams`);
}

export function removeDevice() {
  // @expect DELETE /api/devices/{cookie_value}
  return fetch(`/api/devices/${Cookies.get('Ck28Nm2JzCq2')}`, { method: 'DELETE' });
}

export function lookupContact() {
  // @expect GET /api/contacts/lookup
  return fetch('/api/contacts/lookup?email=' + localStorage.getItem('remote_email'));
}

export function searchNotes(term) {
  // the sort order is the user's last choice, remembered by the page: still the caller's
  const params = new URLSearchParams({
    q: term, owner: sessionStorage.getItem('owner'), sort: localStorage.getItem('notesSort'),
  });
  // @expect GET /api/notes
  return fetch('/api/notes?' + params);
}

export function exportFeed() {
  // @expect GET /api/feed
  return fetch('/api/feed?access_token=' + localStorage.getItem('Ls28QryTokKey'));
}

export function saveNote(title) {
  // @expect POST /api/notes
  return fetch('/api/notes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, author: Cookies.get('remote_user'), email: localStorage.email }),
  });
}

export function uploadAvatar(file) {
  const form = new FormData();
  form.append('avatar', file);
  form.append('user', Cookies.get('user_name'));
  // @expect POST /api/avatar
  return fetch('/api/avatar', { method: 'POST', body: form });
}

export function listOrders() {
  const user = JSON.parse(localStorage.getItem('user'));
  // @expect GET /api/users/{id}/orders
  return fetch(`/api/users/${user.id}/orders`);
}
