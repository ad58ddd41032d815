import { authClient, twoFactor, useSession } from '../lib/auth-client';

export function AccountPage() {
  // @expect GET /identity/get-session
  const session = useSession();

  async function enable(password: string) {
    // @expect POST /identity/two-factor/enable
    const { data } = await twoFactor.enable({ password });
    return data?.totpURI;
  }

  async function refresh() {
    // @expect GET /identity/get-session
    return authClient.getSession({ query: { disableCookieCache: true } });
  }

  async function register(name: string, email: string, password: string) {
    // @expect POST /identity/sign-up/email
    return authClient.signUp.email({ name, email, password });
  }

  return (
    <div>
      <span>{session.data?.user.email}</span>
      <button onClick={() => enable('')}>Enable 2FA</button>
      <button onClick={refresh}>Refresh</button>
      <button onClick={() => register('', '', '')}>Register</button>
    </div>
  );
}
