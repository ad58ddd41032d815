import axios from 'axios';
import { SESSION_KEY } from '@/constants';

const client = axios.create({ baseURL: '/api', withCredentials: true });

client.interceptors.request.use((config) => {
  const token = window.sessionStorage.getItem(SESSION_KEY);
  if (token) {
    config.headers.Authorization = `Bearer ${token}`;
  }
  return config;
});

client.interceptors.response.use(
  (response) => response,
  (error) => {
    if (error.response && error.response.status === 401) {
      window.location.assign('/login');
    }
    return Promise.reject(error);
  },
);

export default client;
