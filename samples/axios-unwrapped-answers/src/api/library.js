import api from './index'
import { music, rpc, shaped, plain } from './clients'

export default {
  async artistTracks(artist) {
    const params = { expression: `songartistid is "${artist}"`, type: 'tracks' }
    // @expect GET /api/search
    return (await api.get('/api/search', { params })).tracks
  },
  album(id) {
    // @expect GET /api/library/albums/{id}
    return api.get(`/api/library/albums/${id}`)
  },
  playlists() {
    // @expect GET /music/playlists
    return music.get('/playlists').then(({ items }) => items.map((item) => item.name))
  },
  async version() {
    // @expect POST /rpc/version
    const answer = await rpc.post('/version', { method: 'version' })
    return answer.build
  },
  async profile() {
    // @expect GET /shaped/profile
    const answer = await shaped.get('/profile')
    return answer.data.displayName
  },
  async status() {
    // @expect GET /plain/status
    const res = await plain.get('/status')
    return res.data.state
  }
}
