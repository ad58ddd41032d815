import axios from 'axios'

// signs in and out: sends no token
export const api = axios.create({ baseURL: '/api/' })

export const authApi = axios.create({ baseURL: '/api/' })
authApi.interceptors.request.use((config) => {
  config.headers.Authorization = `Bearer ${window.localStorage.getItem('authToken')}`
  return config
})
