import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';

// The auth server answers under https://accounts.example.com/identity (basePath).
export const authClient = createAuthClient({
  baseURL: 'https://accounts.example.com',
  basePath: '/identity',
  plugins: [twoFactorClient()],
});

// The app calls the methods through its own object, as many clients do.
export const { signIn, signUp, twoFactor, useSession } = authClient;

export async function logout() {
  // @expect POST /identity/sign-out
  return authClient.signOut();
}
