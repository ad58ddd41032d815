import * as Setting from '../Setting';

function renew() {
  // @expect-none
  return fetch(`${Setting.ServerUrl}/api/renew`, { method: 'POST', credentials: 'include' });
}

export async function authFetch(url, options) {
  const headers = { 'X-Auth': localStorage.getItem('jwt'), ...options.headers };
  let res = await fetch(url, { ...options, headers, credentials: 'include' });
  if (res.status === 401) {
    await renew();
    res = await fetch(url, { ...options, headers, credentials: 'include' });
  }
  return res;
}
