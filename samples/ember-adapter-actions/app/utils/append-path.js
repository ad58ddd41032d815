// Adds a path to a URL while keeping its query string.
export default function appendPath(url, extension = '') {
  const [path, params] = url.split('?');
  return params ? `${path}${extension}?${params}` : `${path}${extension}`;
}
