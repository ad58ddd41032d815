import axios from 'axios'
import api from './api.service'

export async function getCurrentUser() {
  // @expect GET /api/users/me
  const { data } = await api.get('/users/me')
  return data
}

export async function listConfigs() {
  // @expect GET /api/configs
  const { data } = await api.get('/configs')
  return data
}

// Only the server branch of the page's initial props calls this one.
export async function loadTranslations(language: string, apiURL: string) {
  // @expect-none
  const { data } = await axios.get(`${apiURL}/api/translations/${language}`)
  return data
}
