import React, { useState } from 'react'
import { useSecretStore } from '../stores/secretStore'
import { secretExists } from '../api/secret'
import { signIn } from '../api/account'

export function SecretForm() {
  const { formData, setField, onSubmit, secretId, encryptionKey } = useSecretStore()
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit() }}>
      <input value={formData.title} onChange={(e) => setField('title', e.target.value)} />
      <textarea value={formData.text} onChange={(e) => setField('text', e.target.value)} />
      <button type="submit">Create a secret link</button>
      {secretId && <a href={`/secret/${secretId}#${encryptionKey}`}>Share</a>}
    </form>
  )
}

export function SecretCheck({ id }) {
  const [exists, setExists] = useState(null)
  return <button onClick={() => secretExists(id).then((r) => setExists(r.exists))}>Check {String(exists)}</button>
}

export function SignIn() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  return (
    <form onSubmit={(e) => { e.preventDefault(); signIn(username, password) }}>
      <input value={username} onChange={(e) => setUsername(e.target.value)} />
      <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
    </form>
  )
}
