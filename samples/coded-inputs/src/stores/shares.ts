import type { SharePurpose } from '../api/types'
import { shares } from '../api/shares'

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
