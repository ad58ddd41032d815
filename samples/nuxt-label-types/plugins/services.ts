import { Plugin } from '@nuxt/types'
import { repositories } from './repositories'
import { LabelApplicationService } from '@/services/labelApplicationService'

const plugin: Plugin = (_, inject) => {
  const services = {
    categoryType: new LabelApplicationService(repositories.categoryType),
    spanType: new LabelApplicationService(repositories.spanType),
    relationType: new LabelApplicationService(repositories.relationType)
  }
  inject('services', services)
}

export default plugin
