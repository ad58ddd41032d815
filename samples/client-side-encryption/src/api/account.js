import { sha256 } from 'js-sha256'

export const signIn = async (username, password) => {
  // the server stores and compares the hash: the password itself is never sent
  // @expect POST /api/account/signin
  const res = await fetch('/api/account/signin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, passwordHash: sha256(password) }),
  })
  return res.json()
}
