import { http } from '../http';

// The callback page trades the authorization code for tokens (a sign-in step).
export async function exchangeCode(code: string, code_verifier: string) {
  // @expect POST /api/oidc/token
  const res = await http.post('/oidc/token', { grant_type: 'authorization_code', code, code_verifier });
  return res.data;
}

// The login page asks the server where to send the browser next.
export async function authorize(client_id: string, redirect_uri: string, code_challenge: string) {
  // @expect POST /api/oidc/authorize
  const res = await http.post('/oidc/authorize', { client_id, redirect_uri, code_challenge, code_challenge_method: 'S256' });
  return res.data;
}

// The header checks the session before showing the login form.
export async function checkSession() {
  // @expect POST /api/auth/check
  const res = await http.post('/auth/check');
  return res.data;
}

// Who is signed in: a read, not a ceremony.
export async function whoami() {
  // @expect GET /api/auth/me
  const res = await http.get('/auth/me');
  return res.data;
}
