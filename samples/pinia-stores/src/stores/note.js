import axios from 'axios'
import { defineStore } from 'pinia'

export const useNoteStore = defineStore('note', () => {
  function addNote(note) {
    // @expect POST /api/v1/notes
    return axios.post('/api/v1/notes', note)
  }
  return { addNote }
})
