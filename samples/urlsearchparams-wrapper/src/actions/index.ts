import apiClient from '../api/Api'

export const addClient = (name: string, ids: string[]) => apiClient.addClient({ name, ids })

export const renameClient = (name: string, newName: string) => apiClient.renameClient(name, newName)

export const testUpstream =
  ({ bootstrap_dns, upstream_dns }: { bootstrap_dns: string; upstream_dns: string }, upstream_dns_file?: string) =>
  async (dispatch: (action: object) => void) => {
    const config = {
      bootstrap_dns,
      ...(upstream_dns_file ? null : { upstream_dns }),
    }
    const result = await apiClient.testUpstream(config)
    dispatch({ type: 'TEST_UPSTREAM_SUCCESS', result })
  }
