import { fetchRequest } from './fetch'

export interface ClientConfig {
  name: string
  ids: string[]
}

class Api {
  baseUrl = 'control'

  async makeRequest(path: string, method = 'POST', config: any = {}) {
    const url = `${this.baseUrl}/${path}`
    const response = await fetchRequest(url, method, config)
    return response.data
  }

  CLIENTS_ADD = { path: 'clients/add', method: 'POST' }

  TEST_UPSTREAM_DNS = { path: 'test_upstream_dns', method: 'POST' }

  /** Register a client device by its name and identifiers. */
  addClient(config: ClientConfig) {
    const { path, method } = this.CLIENTS_ADD
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
  testUpstream(servers: any) {
    const { path, method } = this.TEST_UPSTREAM_DNS
    const config = {
      data: servers,
    }
    // @expect POST /control/test_upstream_dns
    return this.makeRequest(path, method, config)
  }
}

const apiClient = new Api()
export default apiClient
