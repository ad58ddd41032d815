import { client } from './clients';

function getCookie(name: string): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : '';
}

// Every call of the client carries the session cookie and the CSRF token read from it.
client.setConfig({ credentials: 'include' });
client.interceptors.request.use((request) => {
  request.headers.set('X-CSRF-Token', getCookie('csrf_token'));
  return request;
});
