import { http } from './http'

// the items of a constant list, each changed as the client sends it
export function loadColors() {
  // @expect GET /apps/polls/colors/{color}
  return ['Red', 'Blue'].map((color) => http.get(`colors/${color.toUpperCase()}`))
}
