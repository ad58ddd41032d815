// Next.js app router: useSearchParams().get('code') of the password-reset link's page.
'use client';
import axios from 'axios';
import { useSearchParams } from 'next/navigation';

export default function ResetPassword() {
  const searchParams = useSearchParams();
  const code = searchParams.get('code');
  // @expect POST /api/password/reset
  const submit = (password) => axios.post('/api/password/reset', { code, password });
  return <button onClick={() => submit('s3cret-Password')}>Reset</button>;
}
