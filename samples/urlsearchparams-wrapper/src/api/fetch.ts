export type RequestConfig = Omit<RequestInit, 'body' | 'headers' | 'method'> & {
  data?: any
  headers?: HeadersInit
}

const shouldEncodeJSON = (contentType: string | null, data: any) =>
  typeof data !== 'string' && (!contentType || contentType.toLowerCase().includes('application/json'))

export const fetchRequest = async (url: string, method = 'GET', config: RequestConfig = {}) => {
  const { data, headers: requestHeaders, ...requestInit } = config
  const headers = new Headers(requestHeaders)
  const init: RequestInit = { method, headers, ...requestInit }
  if (method !== 'GET' && method !== 'HEAD' && data !== undefined) {
    if (!headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json')
    }
    init.body = shouldEncodeJSON(headers.get('Content-Type'), data) ? JSON.stringify(data) : data
  }
  const response = await fetch(url, init)
  return { data: await response.json(), status: response.status }
}
