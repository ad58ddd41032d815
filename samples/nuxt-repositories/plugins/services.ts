import { Plugin } from '@nuxt/types'
import { repositories } from './repositories'
import { SpanService } from '@/services/annotationService'

const plugin: Plugin = (_, inject) => {
  const services = {
    span: new SpanService(repositories.span)
  }
  inject('services', services)
}

export default plugin
