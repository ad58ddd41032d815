import type { Option } from './types'
import { http } from './http'

export const options = {
  // members typed as functions are never sent as JSON
  updateOption(option: Option) {
    // @expect PUT /apps/polls/option/{id}
    return http.request({ method: 'PUT', url: `option/${option.id}`, data: { ...option } })
  },
}
