import api from 'axios'

api.interceptors.response.use(
  (response) => response.data,
  (error) => Promise.reject(error)
)

export default api
