import axios from 'axios'

export class ServerApi {
  constructor(http) {
    this._http = http
  }

  async get(id) {
    // @expect GET /api/servers/{id}
    const res = await this._http.get(`/api/servers/${id}`)
    return new Server(this, res.data)
  }

  getFileUrl(id, path) {
    if (path.indexOf('/') === 0) path = path.substring(1)
    path = encodeURIComponent(path)
    path = path.replace(/%2F/g, '/')
    return `/api/servers/${id}/file/${path}`
  }

  async getFile(id, path) {
    const res = await this._http.get(this.getFileUrl(id, path))
    return res.data
  }

  async deleteFile(id, path) {
    await this._http.delete(this.getFileUrl(id, path))
    return true
  }

  async getUsers(id) {
    // @expect GET /api/servers/{id}/user
    const res = await this._http.get(`/api/servers/${id}/user`)
    return res.data
  }
}

export class Server {
  constructor(api, data) {
    this._api = api
    this.id = data.id
  }

  async getFile(path) {
    return await this._api.getFile(this.id, path)
  }

  async deleteFile(path) {
    return await this._api.deleteFile(this.id, path)
  }

  async getUsers() {
    return await this._api.getUsers(this.id)
  }
}

export const servers = new ServerApi(axios.create({ baseURL: '/' }))
