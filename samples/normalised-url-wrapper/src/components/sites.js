import Client from '../lib/client';
import { get, remove, post, put } from '../lib/http';
import { fetchJson } from '../lib/paths';

export function listSites() {
  // @expect GET /api/sites
  return Client.request('sites');
}

export function siteStats(siteId, before, after) {
  // @expect GET /api/sites/{siteId}/stats/site/agg
  return Client.request(`/sites/${siteId}/stats/site/agg?before=${before}&after=${after}`);
}

export function login(email, password) {
  // @expect POST /api/session
  return Client.request('session', { method: 'POST', data: { email, password } });
}

export function logout() {
  // @expect DELETE /api/session
  return Client.request('/session', { method: 'DELETE' });
}

export function saveSite(site) {
  let url = site.unsaved ? '/sites' : `/sites/${site.id}`;
  // (also POST /api/sites, the other arm)
  // @expect POST /api/sites/{id}
  return Client.request(url, { method: 'POST', data: { name: site.name } });
}

export function prefixed(prefix, id) {
  // the caller's text starts with a value: whether the wrapper trims it is not known
  // @expect-none
  return Client.request(`${prefix}/reports/${id}`);
}

export function listUsers(page) {
  // @expect GET /v2/users
  return get('users', { page });
}

export function getUser(id) {
  // @expect GET /v2/users/{id}
  return get(`/users/${id}`);
}

export function deleteUser(id) {
  // @expect DELETE /v2/users/{id}
  return remove(`/users/${id}`);
}

export function deleteTeam(id) {
  // @expect DELETE /v2/teams/{id}
  return remove(`teams/${id}`);
}

export function track(name) {
  // @expect POST /v2/events
  return post(undefined, { name });
}

export function sendFeedback(text) {
  // @expect POST /v2/feedback
  return post('/feedback', { text });
}

export function renameTeam(id, name) {
  // the helper rewrites the path through a library: reviewed, no Tool
  // @expect-none
  return put(`/teams/${id}`, { name });
}

export function listJobs() {
  // @expect GET /api/v1/jobs
  return fetchJson('/jobs');
}

export function getJob(id) {
  // @expect GET /api/v1/jobs/{id}
  return fetchJson(`jobs/${id}`);
}
