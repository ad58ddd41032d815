// A module variable each function writes before its own request.
let endpoint = '';

export function listJobs() {
  endpoint = '/api/jobs';
  // @expect GET /api/jobs
  return fetch(endpoint);
}

export function cancelJob(id: string) {
  endpoint = '/api/jobs/' + id + '/cancel';
  // @expect POST /api/jobs/{id}/cancel
  return fetch(endpoint, { method: 'POST' });
}
