import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios'
import axios from 'axios'

type Parameters = Record<string, any>

export default class SeedboxProvider {
  private axios: AxiosInstance

  constructor() {
    this.axios = axios.create({ baseURL: 'api/v2' })
    this.axios.defaults.headers.post['Content-Type'] = 'application/x-www-form-urlencoded'
  }

  /**
   * Wrapper that converts a plain object and sends it form-encoded.
   */
  private async post(route: string, params?: Parameters, config?: AxiosRequestConfig): Promise<AxiosResponse> {
    const data = new URLSearchParams(params)
    return this.axios.post(route, data, config)
  }

  /** Subscribe to an RSS feed and file it under a folder. */
  async addFeed(url: string, folder: string): Promise<void> {
    // @expect POST /api/v2/rss/addFeed
    await this.post('/rss/addFeed', {
      url,
      path: folder,
    })
  }

  /** Move a torrent's files to another disk location. */
  async setLocation(hashes: string[], location: string): Promise<void> {
    const params = {
      hashes: hashes.join('|'),
      location,
    }
    // @expect POST /api/v2/torrents/setLocation
    await this.post('/torrents/setLocation', params)
  }

  /** Stop a running search job. */
  async stopSearch(id: number): Promise<void> {
    // @expect POST /api/v2/search/stop
    await this.post('/search/stop', { id })
  }

  /** Shut the seedbox application down. */
  async shutdown(): Promise<void> {
    // @expect POST /api/v2/app/shutdown
    await this.post('/app/shutdown')
  }
}

/** Sign in with a form post; "remember me" adds a field. */
export async function login(username: string, password: string, remember: boolean) {
  const form = new URLSearchParams({ username, password })
  if (remember) form.append('remember', '1')
  // @expect POST /auth/login
  return axios.post('/auth/login', form)
}
