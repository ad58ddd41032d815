import http from '../http';

// Nothing imports this hook any more: its request may never be made.
export default function useAccessCodes(friendlyId) {
  // @expect GET /api/rooms/{friendlyId}/access_codes
  return http.get(`/rooms/${friendlyId}/access_codes`).then((r) => r.data);
}
