import { http } from '../http';

// The passkey login: the challenge feeds navigator.credentials.get, its result is sent back.
export async function passkeyLogin(email: string) {
  // @expect POST /api/webauthn/login/start
  const start = await http.post('/webauthn/login/start', { email });
  const credential = await navigator.credentials.get({ publicKey: start.data });
  // @expect POST /api/webauthn/login/finish
  const done = await http.post('/webauthn/login/finish', { email, id: credential?.id });
  return done.data;
}

// A second factor typed in during login.
export async function verifyOtp(email: string, otp: string) {
  // @expect POST /api/login/otp
  const res = await http.post('/login/otp', { email, otp });
  return res.data;
}
