import { useState } from 'react';
import { signIn, twoFactor } from '../lib/auth-client';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  async function onSubmit() {
    // @expect POST /identity/sign-in/email
    const { data, error } = await signIn.email({ email, password, rememberMe: true });
    if (error) throw error;
    return data;
  }

  async function onDemo() {
    // the demo account's password is a credential written in the source: never copied out
    // @expect POST /identity/sign-in/email
    await signIn.email({ email: 'demo@example.com', password: 'demo-pass-4821' });
  }

  async function onCode() {
    // @expect POST /identity/two-factor/verify-totp
    await twoFactor.verifyTotp({ code, trustDevice: true });
  }

  async function onGitHub() {
    // @expect POST /identity/sign-in/social
    await signIn.social({ provider: 'github', callbackURL: '/dashboard' });
  }

  async function onCompanySso() {
    // the generic OAuth plugin is not configured: a review item, no endpoint
    // @expect-none
    await signIn.oauth2({ providerId: 'corp', callbackURL: '/dashboard' });
  }

  async function onMagicLink() {
    // a method the table does not document: the client proxy sends its kebab-case path
    // @expect POST /identity/sign-in/magic-link
    await signIn.magicLink({ email });
  }

  return (
    <form onSubmit={onSubmit}>
      <input value={email} onChange={(e) => setEmail(e.target.value)} />
      <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <input value={code} onChange={(e) => setCode(e.target.value)} />
      <button onClick={onDemo}>Try the demo</button>
      <button onClick={onCode}>Verify</button>
      <button onClick={onGitHub}>GitHub</button>
      <button onClick={onCompanySso}>Company</button>
      <button onClick={onMagicLink}>Magic link</button>
    </form>
  );
}
