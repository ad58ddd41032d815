/** The prefix a reverse proxy serves the app under: the page's path before its 'app' segment. */
export function appPrefix(): string {
  const segments = window.location.pathname.split('/').filter(Boolean);
  const at = segments.indexOf('app');
  return at <= 0 ? '' : '/' + segments.slice(0, at).join('/');
}

/** The same prefix cut from the path itself, for the older pages. */
export function legacyPrefix(): string {
  const path = location.pathname;
  const at = path.indexOf('/app/');
  return at > 0 ? path.substring(0, at) : '';
}

/** The page's folder: every piece of its path but the last. */
export function pageFolder(): string {
  return window.location.pathname.split('/').slice(0, -1).join('/');
}

/** The page's last path segment: a name the page shows, never a base. */
export function pageName(): string {
  return window.location.pathname.split('/').pop() as string;
}
