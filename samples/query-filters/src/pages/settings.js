// a DNS admin page whose backend takes every action as a GET: the write words of the
// last segment say which GETs write
import $ from 'jquery';

export function saveGroup(name, description) {
  // @expect GET /api/admin/groups/set
  return $.get('/api/admin/groups/set', { group: name, description });
}

export function setClusterOptions(interval) {
  // @expect GET /api/admin/cluster/setOptions
  return $.get('/api/admin/cluster/setOptions', { heartbeatInterval: interval });
}

export function cloneZone(zone, newZone) {
  // @expect GET /api/zones/clone
  return $.get('/api/zones/clone', { zone, newZone });
}

export function signZone(zone) {
  // @expect GET /api/zones/dnssec/sign
  return $.get('/api/zones/dnssec/sign', { zone });
}

export function resyncZone(zone) {
  // @expect GET /api/zones/resync
  return $.get('/api/zones/resync', { zone });
}

export function forceUpdate() {
  // @expect GET /api/settings/forceUpdateBlockLists
  return $.get('/api/settings/forceUpdateBlockLists');
}

export function pauseBlocking(minutes) {
  // @expect GET /api/settings/temporaryDisableBlocking
  return $.get('/api/settings/temporaryDisableBlocking', { minutes });
}

// genuine reads: retryable, named get_/list_
export function loadSettings() {
  // @expect GET /api/settings/get
  return $.get('/api/settings/get');
}

export function checkForUpdate() {
  // @expect GET /api/user/checkForUpdate
  return $.get('/api/user/checkForUpdate');
}

export function tsigKeyNames() {
  // @expect GET /api/settings/getTsigKeyNames
  return $.get('/api/settings/getTsigKeyNames');
}
