import Utils from '../config/utils'
import Project from '../project'

export function tryFlags(environmentKey: string, identity?: string) {
  const url = identity
    ? `${Utils.getSDKEndpoint()}identities/?identifier=${encodeURIComponent(identity)}`
    : `${Utils.getSDKEndpoint()}flags/`
  // @expect GET /flags/
  return fetch(url, { headers: { 'X-Environment-Key': environmentKey } }).then((r) => r.json())
}

export function listOrganisations() {
  // @expect GET /organisations/
  return fetch(`${Project.api}organisations/`).then((r) => r.json())
}
