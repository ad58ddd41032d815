import axios from 'axios'
const { defineStore } = window.pinia

export const useTagStore = defineStore('tag', {
  actions: {
    renameTag(id, data) {
      // @expect PUT /api/v1/tags/{id}
      return axios.put(`/api/v1/tags/${id}`, data)
    },
  },
})
