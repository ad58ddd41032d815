// A URL helper that cuts a leading slash into a new local before joining it to the prefix.
const API = '/api/v1';

function getUrl(url) {
  const trimmedUrl = url.startsWith('/') ? url.substring(1) : url;
  return `${API}/${trimmedUrl}`;
}

export const fetchJson = (url) => fetch(getUrl(url)).then(r => r.json());
