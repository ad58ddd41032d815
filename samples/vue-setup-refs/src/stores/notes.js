import { defineStore } from 'pinia';
import axios from 'axios';

export const useNotesStore = defineStore('notes', {
  state: () => ({ notes: [], current: null, folder: 'inbox' }),
  getters: {
    folderUrl: (state) => `/api/folders/${state.folder}/notes`,
  },
  actions: {
    rename(id, title) {
      // @expect PATCH /api/notes/{id}
      return axios.patch(`/api/notes/${id}`, { title });
    },
  },
});
