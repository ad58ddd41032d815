import * as Setting from '../Setting';
import { authFetch } from './AuthBackend';

export function getUsers(owner) {
  // @expect GET /api/get-users
  return authFetch(`${Setting.ServerUrl}/api/get-users?owner=${owner}`, {
    method: 'GET',
  }).then(res => res.json());
}

export function addUser(user) {
  // @expect POST /api/add-user
  return authFetch(`${Setting.ServerUrl}/api/add-user`, {
    method: 'POST',
    body: JSON.stringify(user),
  }).then(res => res.json());
}

export function applyRole(owner, role) {
  // @expect GET /api/roles/{owner}/{role}/apply
  return authFetch(`${Setting.ServerUrl}/api/roles/${owner}/${role}/apply`, {
    method: 'GET',
  }).then(res => res.json());
}
