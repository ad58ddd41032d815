import { createAuthClient } from 'better-auth/react';
import { apiOrigin } from './origin';

export const authClient = createAuthClient({ baseURL: apiOrigin() });

export async function signIn(email: string, password: string) {
  // @expect POST /api/auth/sign-in/email
  return authClient.signIn.email({ email, password });
}

export async function session() {
  // @expect GET /api/auth/get-session
  return authClient.getSession();
}
