import http from './http';

// Loaded by index.html's script tag, not by an import.
export function showBanner() {
  // @expect GET /api/banner
  return http.get('/banner');
}
