import axios from 'axios';

// the interceptor adds the bearer token only when the client holds one
const http = axios.create({ baseURL: '/api' });
http.interceptors.request.use((config) => {
  const token = localStorage.getItem('token');
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

// @expect GET /api/books
export const listBooks = () => http.get('/books');

// an interceptor that refuses to send a request without its key: the key is always sent
const admin = axios.create({ baseURL: '/admin' });
admin.interceptors.request.use((config) => {
  const key = localStorage.getItem('adminKey');
  if (key) {
    config.headers['X-Api-Key'] = key;
  } else {
    throw new Error('no admin key');
  }
  return config;
});

// @expect GET /admin/stats
export const getStats = () => admin.get('/stats');

// a test of something else than the credential: not the credential's condition
const reports = axios.create({ baseURL: '/reports' });
reports.interceptors.request.use((config) => {
  const token = sessionStorage.getItem('reportToken');
  if (config.method) config.headers.Authorization = 'Bearer ' + token;
  return config;
});

// @expect GET /reports/daily
export const getDaily = () => reports.get('/daily');
