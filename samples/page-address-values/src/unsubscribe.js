// Plain script: the unsubscribe link's page reads ?token= from location.search.
export function unsubscribe() {
  const params = new URLSearchParams(window.location.search);
  // @expect POST /api/unsubscribe
  return fetch(`/api/unsubscribe?token=${params.get('token')}`, { method: 'POST' });
}
