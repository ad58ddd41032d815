import { useSubmit } from './useSubmit';

// Declared optional, yet the only caller sends every member: the caller proves it is sent.
type Body = { username: string; password?: string; remember?: boolean };

const submit = useSubmit((data: Body) =>
  // @expect POST /api/session
  fetch('/api/session', { method: 'POST', body: JSON.stringify(data) })
);

export function onLogin(u: string, p: string) {
  return submit({ username: u, password: p, remember: true });
}

// Untyped: the fields are the callers' literals; both callers send name, one sends note.
const rename = useSubmit((data) =>
  // @expect PUT /api/profile
  fetch('/api/profile', { method: 'PUT', body: JSON.stringify(data) })
);

export function onRename(name: string) {
  return rename({ name });
}

export function onRenameWithNote(name: string, note: string) {
  return rename({ name, note });
}

// A type declaring a secret no caller shows: the type alone speaks for it.
type Reset = { email: string; newPassword?: string };

const reset = useSubmit((data: Reset) =>
  // @expect POST /api/password-reset
  fetch('/api/password-reset', { method: 'POST', body: JSON.stringify(data) })
);

export function onReset(form: Reset) {
  return reset(form);
}
