import { client } from './client';

export function login(email: string, password: string) {
  // @expect POST /api/auth/login
  return client.post('/auth/login', { email, password });
}

export function logout() {
  // @expect POST /api/auth/logout
  return client.post('/auth/logout');
}
