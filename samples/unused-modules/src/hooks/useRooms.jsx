import http from '../http';

export default function useRooms() {
  // @expect GET /api/rooms
  return http.get('/rooms').then((r) => r.data);
}
