import { request } from 'framework7'

import { getAccessToken } from './auth'

async function wrapPromise(f7promise) {
  return new Promise((resolve, reject) => {
    f7promise.then((data) => resolve(data.data)).catch((err) => reject(err.message || err.status))
  })
}

request.setup({
  xhrFields: { withCredentials: true },
  beforeSend(xhr) {
    if (getAccessToken()) {
      xhr.setRequestHeader('Authorization', 'Bearer ' + getAccessToken())
    }
  }
})

export default {
  async get(uri, data) {
    return wrapPromise(request.json(uri, data))
  },
  async post(uri, data) {
    return wrapPromise(request.postJSON(uri, data))
  },
  async put(uri, data) {
    return wrapPromise(
      request({
        method: 'PUT',
        url: uri,
        data: JSON.stringify(data),
        processData: false,
        contentType: 'application/json'
      })
    )
  },
  async postPlain(uri, data) {
    return wrapPromise(
      request({
        method: 'POST',
        url: uri,
        data,
        processData: false,
        contentType: 'text/plain'
      })
    )
  },
  async delete(uri) {
    return wrapPromise(request({ method: 'DELETE', url: uri }))
  }
}
