import { base } from '$app/paths';

/** The app's own path under the deployment's base path (a sub-folder the site may serve it in). */
export function withBase(path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${base}${normalized}`;
}
