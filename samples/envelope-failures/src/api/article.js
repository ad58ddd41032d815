import request from '@/utils/request'

export function fetchArticles(query) {
  // @expect GET /api/articles
  return request({ url: '/articles', method: 'get', params: query })
}

export function createArticle(data) {
  // @expect POST /api/articles
  return request({ url: '/articles', method: 'post', data })
}
