export function getAccessToken() {
  return localStorage.getItem('access_token')
}
