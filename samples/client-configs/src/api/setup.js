import request from './request'

export const initDB = (data) => {
  // @expect POST /init/initdb
  return request({
    url: '/init/initdb',
    method: 'post',
    data
  })
}

export const saveFilters = (filters) => {
  // @expect PUT /hike/filters
  return request({ url: '/hike/filters', method: 'put', data: filters })
}
