import { Plugin } from '@nuxt/types'
import { APIConfigRepository } from '@/repositories/apiConfigRepository'
import { APILabelRepository } from '@/repositories/apiLabelRepository'

const repositories = {
  config: new APIConfigRepository(),
  categoryType: new APILabelRepository('category-type'),
  spanType: new APILabelRepository('span-type'),
  relationType: new APILabelRepository('relation-type')
}

const plugin: Plugin = (_, inject) => {
  inject('repositories', repositories)
}

export default plugin
export { repositories }
