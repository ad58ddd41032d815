import type { SharePurpose } from './types'
import { http } from './http'

export const shares = {
  // a read keeps one Tool whose enum holds the texts the client sends
  getShares(id: number, purpose: SharePurpose = 'poll') {
    // @expect GET /apps/polls/{purpose}/{id}/shares
    return http.request({ method: 'GET', url: `${purpose.toLowerCase()}/${id}/shares` })
  },

  // a write is one Tool per literal, each written as the client sends it
  addShare(id: number, user: string, purpose: SharePurpose = 'poll') {
    // (and POST /apps/polls/poll/{id}/share, in the golden)
    // @expect POST /apps/polls/pollgroup/{id}/share
    return http.request({ method: 'POST', url: `${purpose.toLowerCase()}/${id}/share`, data: { user } })
  },

  // an unknown text keeps its input; the case change is its pattern
  getTag(tag: string) {
    // @expect GET /apps/polls/tags/{tag}
    return http.get(`tags/${tag.toUpperCase()}`)
  },
}
