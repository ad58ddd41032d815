import axios from 'axios'
import { Message } from 'element-ui'

const service = axios.create({ baseURL: '/api' })

service.interceptors.response.use(
  response => {
    const res = response.data
    if (res.code !== 20000) {
      Message({ message: res.message || 'Error', type: 'error' })
      return Promise.reject(new Error(res.message || 'Error'))
    }
    return res
  },
  error => Promise.reject(error)
)

export default service
