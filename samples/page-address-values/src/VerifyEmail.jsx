// Next.js pages router: the page opened from the verification e-mail's link reads the token
// from its own address and sends it; the Agent must be given that one-time token.
import { useRouter } from 'next/router';
import { useEffect } from 'react';

export default function VerifyEmail() {
  const router = useRouter();
  useEffect(() => {
    const token = router.query.token;
    // @expect POST /api/v1/auth/verify-email
    fetch(`/api/v1/auth/verify-email?token=${token}`, { method: 'POST' });
  }, []);
  return null;
}
