import { AnnotationRepository } from '@/domain/annotationRepository'

export class APISpanRepository extends AnnotationRepository<object> {
  labelName = 'spans'
}
