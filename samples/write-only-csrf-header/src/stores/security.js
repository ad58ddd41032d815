import { defineStore } from 'pinia'

// The CSRF token the server hands out with the session cookie.
export const useSecurityStore = defineStore('security', {
  state: () => ({ token: '' }),
  getters: {
    csrfToken: (state) => state.token,
  },
  actions: {
    setToken(token) {
      this.token = token
    },
  },
})
