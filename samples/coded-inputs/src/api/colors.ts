import { http } from './http'

// the items of a constant list, each changed as the client sends it
export function loadColors() {
  // @expect GET /apps/polls/colors/{color}
  return ['Red', 'Blue'].map((color) => http.get(`colors/${color.toUpperCase()}`))
}

// a union's texts trimmed as JavaScript trims them; an unknown name states the trim
export function loadSize(size: ' big ' | 'small', name: string) {
  // @expect GET /apps/polls/sizes/{size}/{name}
  return http.get(`sizes/${size.trim()}/${name.trimEnd()}`)
}
