import { AnnotationRepository } from '@/domain/annotationRepository'
import { APISpanRepository } from '@/repositories/apiSpanRepository'

export class AnnotationService<T> {
  constructor(readonly repository: AnnotationRepository<T>) {}

  public async clear(projectId: string, exampleId: number): Promise<void> {
    await this.repository.clear(projectId, exampleId)
  }
}

export class SpanService extends AnnotationService<object> {
  constructor(readonly repository: APISpanRepository) {
    super(repository)
  }

  public async list(projectId: string, exampleId: number): Promise<object[]> {
    // @expect GET /v1/projects/{projectId}/examples/{exampleId}/spans
    return await this.repository.list(projectId, exampleId)
  }
}
