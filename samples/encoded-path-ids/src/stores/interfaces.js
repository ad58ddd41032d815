import { defineStore } from 'pinia'
import { apiWrapper } from '../helpers/fetch-wrapper'
import { base64_url_encode } from '../helpers/encoding'

const baseUrl = '/interface'

export const useInterfaces = defineStore('interfaces', {
  state: () => ({ interfaces: [], selected: '' }),
  actions: {
    async LoadInterfaces() {
      // @expect GET /api/v0/interface/all
      this.interfaces = await apiWrapper.get(`${baseUrl}/all`)
    },
    async LoadInterface(id) {
      // @expect GET /api/v0/interface/{id}
      return apiWrapper.get(`${baseUrl}/${base64_url_encode(id)}`)
    },
    async UpdateInterface(id, values) {
      // @expect PUT /api/v0/interface/{id}
      return apiWrapper.put(`${baseUrl}/${base64_url_encode(id)}`, values)
    },
    async DeleteInterface(id) {
      // @expect DELETE /api/v0/interface/{id}
      await apiWrapper.delete(`${baseUrl}/${base64_url_encode(id)}`)
      this.interfaces = this.interfaces.filter((i) => i.Identifier !== id)
    },
    async LoadSelectedPeers() {
      // the selected interface is the store's own state: encoded all the same
      // @expect GET /api/v0/interface/{selected}/peers
      return apiWrapper.get(`${baseUrl}/${base64_url_encode(this.selected)}/peers`)
    },
    async SearchInterfaces(text) {
      // URL escaping is what any HTTP client does: no encoding to state
      // @expect GET /api/v0/interface/search
      return apiWrapper.get(`${baseUrl}/search?q=${encodeURIComponent(text)}`)
    },
    async LoadByOwner(owner) {
      // a query value encoded with btoa alone
      // @expect GET /api/v0/interface/by-owner
      return apiWrapper.get(`${baseUrl}/by-owner?owner=${btoa(owner)}`)
    },
  },
})
