import axios from 'axios'

export interface ClientConfig {
  name: string
  ids: string[]
}

class Api {
  baseUrl = 'control'

  async makeRequest(path: string, method = 'POST', config = {}) {
    const response = await axios({
      url: `${this.baseUrl}/${path}`,
      method,
      ...config,
    })
    return response.data
  }

  /** Register a client device by its name and identifiers. */
  addClient(config: ClientConfig) {
    const { path, method } = { path: 'clients/add', method: 'POST' }
    const parameters = {
      data: config,
    }
    // @expect POST /control/clients/add
    return this.makeRequest(path, method, parameters)
  }

  /** Rename a client device. */
  renameClient(name: string, newName: string) {
    // @expect POST /control/clients/rename
    return this.makeRequest('clients/rename', 'POST', { data: { name, new_name: newName } })
  }

  /** Check that upstream DNS servers answer. */
  testUpstream(config: { upstream_dns?: string; bootstrap_dns: string }) {
    // @expect POST /control/test_upstream_dns
    return this.makeRequest('test_upstream_dns', 'POST', { data: config })
  }
}

const apiClient = new Api()
export default apiClient
