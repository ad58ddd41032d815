import http from '../http';

export default function Weather() {
  // @expect GET /api/weather
  http.get('/weather');
  return null;
}
