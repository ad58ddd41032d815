import { Plugin } from '@nuxt/types'
import { APICategoryRepository } from '@/repositories/apiCategoryRepository'
import { APISpanRepository } from '@/repositories/apiSpanRepository'
import { APITextLabelRepository } from '@/repositories/apiTextLabelRepository'

const repositories = {
  category: new APICategoryRepository(),
  span: new APISpanRepository(),
  textLabel: new APITextLabelRepository()
}

const plugin: Plugin = (_, inject) => {
  inject('repositories', repositories)
}

export default plugin
export { repositories }
