// The request wrapper the components share: a path under the API prefix.
export function request(path) {
  return fetch(`/api${path}`, { credentials: 'same-origin' }).then(r => r.json());
}
