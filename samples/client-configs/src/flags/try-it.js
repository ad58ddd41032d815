// `Utils` is the page global main.ts sets.
export function tryIdentity(environmentKey, identity) {
  const url = `${Utils.getSDKEndpoint()}identities/?identifier=${encodeURIComponent(identity)}`
  // @expect GET /identities/
  return fetch(url, { headers: { 'X-Environment-Key': environmentKey } })
}
