import { appRoot } from './base';

/** Signs the user out of the app's pages. */
export async function signOut() {
  // @expect POST /app/logout
  await fetch(appRoot() + 'logout', { method: 'POST' });
}
