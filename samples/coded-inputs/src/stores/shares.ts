import type { SharePurpose } from '../api/types'
import { shares } from '../api/shares'
import { loadSize } from '../api/colors'

export async function add(user: string, purpose: SharePurpose = 'poll') {
  const id = purpose === 'pollGroup' ? 2 : 1
  return shares.addShare(id, user, purpose)
}

export async function load(purpose: SharePurpose = 'poll') {
  return shares.getShares(3, purpose)
}

export async function tagged(tag: string) {
  return shares.getTag(tag)
}

export async function loadKinds() {
  return [loadKind('BigOnes'), loadKind('SmallOnes')]
}

// a constant passed for a lower-cased segment is written lower-cased
function loadKind(kind: string) {
  // @expect GET /apps/polls/kinds/bigones/items
  return fetch(`/apps/polls/kinds/${kind.toLowerCase()}/items`)
}

export async function sized(size: ' big ' | 'small', name: string) {
  return loadSize(size, name)
}
