// The base path the server reports in the app's settings; null until they are read.
let reported: string | null = null;

export function setReportedBase(base: string): void {
  reported = base;
}

/** The prefix a reverse proxy serves the app under: the page's path before its 'app' segment. */
export function appPrefix(): string {
  if (reported !== null) return reported;
  const segments = window.location.pathname.split('/').filter(Boolean);
  const at = segments.indexOf('app');
  return at <= 0 ? '' : '/' + segments.slice(0, at).join('/');
}

/** A request path under the prefix. */
export function buildUrl(path: string): string {
  const base = appPrefix();
  return base + path;
}

/** The app's own pages under the prefix, for links and redirects. */
export function appRoot(): string {
  const prefix = appPrefix();
  return `${prefix}/app/`;
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
