import apiClient from '../api/Api'

export const addClient = (name: string, ids: string[]) => apiClient.addClient({ name, ids })

export const renameClient = (name: string, newName: string) => apiClient.renameClient(name, newName)

export const testUpstream = (values: { upstream_dns: string; bootstrap_dns: string; upstream_dns_file?: string }) => {
  const { upstream_dns_file, bootstrap_dns, upstream_dns } = values
  const config = {
    bootstrap_dns,
    ...(upstream_dns_file ? null : { upstream_dns }),
  }
  return apiClient.testUpstream(config)
}
