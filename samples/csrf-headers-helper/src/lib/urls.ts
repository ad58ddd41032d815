// The base path the server reports once the app's config is read; null until then.
let cachedBase: string | null = null;

export function setBasePath(base: string): void {
  cachedBase = base;
}

/** The prefix a reverse proxy serves the app under: everything before the page's '/ui' segment. */
export function getBasePath(): string {
  if (typeof window === 'undefined') return '';
  if (cachedBase !== null) return cachedBase;
  const segments = window.location.pathname.split('/').filter(Boolean);
  const ui = segments.indexOf('ui');
  if (ui <= 0) return '';
  return '/' + segments.slice(0, ui).join('/');
}

function isRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** A same-origin path under the proxy prefix; anything else falls back to the home page. */
export function buildUrl(path: string): string {
  const base = getBasePath();
  if (!isRelative(path)) {
    return base + '/ui/home';
  }
  return base + path;
}
