import axios from 'axios'

export const music = axios.create({ baseURL: '/music' })
music.interceptors.response.use(({ data }) => data)

export const rpc = axios.create({ baseURL: '/rpc' })
rpc.interceptors.response.use(function (r) {
  if (r.status !== 200) {
    return Promise.reject(new Error('failed'))
  }
  return r.data.result
})

export const shaped = axios.create({ baseURL: '/shaped' })
shaped.interceptors.response.use((res) => toCamel(res.data))

export const plain = axios.create({ baseURL: '/plain' })
plain.interceptors.response.use((res) => {
  console.log(res.status)
  return res
})

function toCamel(value) {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/_(\w)/g, (m, c) => c.toUpperCase()), v]))
}
