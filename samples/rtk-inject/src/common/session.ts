export function sessionToken(): string {
  return localStorage.getItem('token') || '';
}
