import { AnnotationRepository } from '@/domain/annotationRepository'

export class APITextLabelRepository extends AnnotationRepository<object> {
  labelName = 'texts'
}
