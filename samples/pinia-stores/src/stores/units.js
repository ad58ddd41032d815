import axios from 'axios'
import { handleError } from '../helpers/errors'

export function fetchUnit(id) {
  return new Promise((resolve, reject) => {
    // @expect GET /api/v1/units/{id}
    axios
      .get(`/api/v1/units/${id}`)
      .then((response) => resolve(response.data.data))
      .catch((err) => {
        handleError(err)
        reject(err)
      })
  })
}

export function deleteUnit(id) {
  // @expect DELETE /api/v1/units/{id}
  return axios.delete(`/api/v1/units/${id}`).catch(handleError)
}

export function renameUnit(id, name) {
  // @expect PUT /api/v1/units/{id}
  return axios.put(`/api/v1/units/${id}`, { name })
}
