import { defineStore } from 'pinia'

// Who is signed in, kept across visits in local storage.
export const useAuthStore = defineStore('auth', {
  state: () => ({
    user: JSON.parse(localStorage.getItem('user')),
  }),
  getters: {
    userIdentifier: (state) => state.user?.identifier || 'unknown',
    isSignedIn: (state) => state.user != null,
  },
  actions: {
    setUser(user) {
      this.user = user
      localStorage.setItem('user', JSON.stringify(user))
    },
  },
})
