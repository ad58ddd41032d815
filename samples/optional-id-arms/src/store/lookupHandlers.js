import ajax from '../api/ajax';

// Registered with a host page the client does not hold: nobody here is seen calling it.
export function fetchLookup(payload) {
  const { key } = payload;
  return ajax({ url: key == null ? '/api/lookup' : `/api/lookup/${key}` });
}

window.App.register('lookup', fetchLookup);
