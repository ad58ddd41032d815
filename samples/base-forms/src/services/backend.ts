import axios, { AxiosInstance } from 'axios'

// The companion backend is served under the page's own path: `${origin}${pathname}` with a
// slash joined when the path has none, then `backend`.
class BackendProvider {
  private axios: AxiosInstance

  constructor() {
    let baseURL = `${location.origin}${location.pathname}`
    if (!baseURL.endsWith('/')) baseURL += '/'
    baseURL += 'backend'
    this.axios = axios.create({ baseURL, withCredentials: true })
  }

  async ping(): Promise<boolean> {
    // @expect GET /backend/ping
    return this.axios.get('/ping').then(res => res.data === 'pong')
  }

  async getSetting(key: string): Promise<string> {
    // @expect GET /backend/config/{key}
    const { data } = await this.axios.get(`/config/${key}`)
    return data
  }
}

export default new BackendProvider()
