import request from '../api/request'

// A column formatter written in Vue 2 JSX in a plain .js file.
export function ratingCell(h, row) {
  return <i class={`fa fa-star-${row.stars}`} onClick={() => rate(row.id, row.stars)}/>
}

export function rate(id, stars) {
  // @expect POST /api/v1/trails/{id}/rate
  return request.post(`/api/v1/trails/${id}/rate`, { stars })
}
