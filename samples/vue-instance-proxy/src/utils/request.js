import axios from 'axios'

const service = axios.create({ baseURL: '/admin-api' })

// Export a list as a spreadsheet: the caller gives the URL and the filter.
export function download(url, params, filename) {
  return service.post(url, params, { responseType: 'blob' }).then((blob) => ({ blob, filename }))
}

export default service
