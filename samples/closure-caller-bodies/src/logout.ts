import { useSubmit } from './useSubmit';

// Every caller passes undefined: no body is sent.
const logout = useSubmit((data) =>
  // @expect DELETE /api/session
  fetch('/api/session', { method: 'DELETE', body: data })
);

export function onLogout() {
  return logout(undefined);
}

// Every caller passes an empty object: the fixed body {} is sent.
const cancel = useSubmit((data) =>
  // @expect POST /api/session/cancel
  fetch('/api/session/cancel', { method: 'POST', body: JSON.stringify(data) })
);

export function onCancel() {
  return cancel({});
}
