import request from '@/utils/request'

export function listPost(query) {
  // @expect GET /admin-api/system/post/list
  return request({ url: '/system/post/list', method: 'get', params: query })
}
