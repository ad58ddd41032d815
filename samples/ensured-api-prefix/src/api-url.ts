// The deployment may give the backend's address with or without the API prefix: the helper
// makes sure the prefix is there, so every request goes to …/api/<path> either way.
export function apiUrl(path: string): string {
  const trimmedBase = (import.meta.env.VITE_BACKEND_URL || "http://localhost:4100").replace(
    /\/+$/,
    "",
  );
  const prefixed = trimmedBase.endsWith("/api") ? trimmedBase : `${trimmedBase}/api`;
  const normalizedPath = `/${path.replace(/^\/+/, "")}`;
  return `${prefixed}${normalizedPath}`;
}

// The same prefix written inline: the paths must read alike.
export function inlineUrl(path: string): string {
  return `${import.meta.env.VITE_BACKEND_URL || "http://localhost:4100"}/api${path}`;
}

