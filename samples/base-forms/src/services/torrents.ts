import axios from 'axios'

type Priority = 'increasePrio' | 'decreasePrio' | 'topPrio' | 'bottomPrio'

const http = axios.create({ baseURL: 'api/v2' })

export async function listTorrents() {
  // @expect GET /api/v2/torrents/info
  const { data } = await http.get('/torrents/info')
  return data
}

export async function setTorrentPriority(hashes: string[], priority: Priority) {
  // @expect POST /api/v2/torrents/topPrio
  await http.post(`/torrents/${priority}`, { hashes })
}
