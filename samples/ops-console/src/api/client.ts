import axios from 'axios';
import { session } from '@/lib/session';

/** The operations backend: documents, orders, attachments and imports of one workspace. */
export const api = axios.create({ baseURL: import.meta.env.VITE_OPS_API_URL });

api.interceptors.request.use((config) => {
  const token = session.token();
  if (token) {
    config.headers.Authorization = `Bearer ${token}`;
  }
  config.headers['X-Tenant-Id'] = session.workspaceId();
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error) => {
    if (error.response?.status === 401) {
      window.location.assign('/login');
    }
    return Promise.reject(error);
  },
);
