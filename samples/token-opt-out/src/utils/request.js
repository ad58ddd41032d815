// One axios instance for the whole admin. Its request interceptor adds the Bearer token unless
// the call opts out with the header flag `isToken: false` (the sign-up page, the captcha).
import axios from 'axios'
import { getToken } from './auth'

const service = axios.create({
  baseURL: import.meta.env.VITE_APP_BASE_API,
  timeout: 10000
})

service.interceptors.request.use(config => {
  const isToken = (config.headers || {}).isToken === false
  if (getToken() && !isToken) {
    config.headers['Authorization'] = 'Bearer ' + getToken()
  }
  return config
})

export default service
