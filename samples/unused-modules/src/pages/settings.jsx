import http from '../http';

// A page is an entry by convention: the router loads it.
export default function Settings() {
  // @expect GET /api/settings
  http.get('/settings');
  return null;
}
