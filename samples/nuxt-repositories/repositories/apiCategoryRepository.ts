import { AnnotationRepository } from '@/domain/annotationRepository'

export class APICategoryRepository extends AnnotationRepository<object> {
  labelName = 'categories'
}
