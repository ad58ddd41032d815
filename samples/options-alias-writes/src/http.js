import axios from 'axios'

// a helper for a gateway that accepts only POST, writing through another name of its
// options object: the verb travels in the body, the wire method is POST
export function gateway(url, options) {
  const config = options
  config.data = { verb: config.method, payload: config.data }
  config.method = 'POST'
  return axios({ url, method: options.method, data: options.data })
}

// a helper that replaces its options before sending: the earlier write is the old object's
export function resend(url, options) {
  options.method = 'DELETE'
  options = { method: 'PUT', retry: true }
  return axios({ url, method: options.method })
}

// a helper that defaults a missing options object, then marks it a removal
export function remove(url, options) {
  if (!options) options = {}
  options.method = 'DELETE'
  return axios({ url, method: options.method })
}
