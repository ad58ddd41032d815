// a release smoke test run against an installed daemon
const BASE = process.env.DAEMON_URL ?? 'http://127.0.0.1:3210';

export async function smoke() {
  // @expect-none
  await fetch(`${BASE}/health`);
  // @expect-none
  await fetch(`${BASE}/settings`);
  // @expect-none
  await fetch(`${BASE}/export`);
  // @expect-none
  await fetch(`${BASE}/backup`, { method: 'POST' });
}
