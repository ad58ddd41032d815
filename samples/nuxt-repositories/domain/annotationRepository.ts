import ApiService from '@/services/api.service'

export abstract class AnnotationRepository<T> {
  labelName = 'dummy'

  constructor(readonly request = ApiService) {}

  public async list(projectId: string, exampleId: number): Promise<T[]> {
    const response = await this.request.get(this.baseUrl(projectId, exampleId))
    return response.data
  }

  public async find(projectId: string, exampleId: number, labelId: number): Promise<T> {
    const response = await this.request.get(`${this.baseUrl(projectId, exampleId)}/${labelId}`)
    return response.data
  }

  public async create(projectId: string, exampleId: number, item: T): Promise<void> {
    await this.request.post(this.baseUrl(projectId, exampleId), item)
  }

  public async clear(projectId: string, exampleId: number): Promise<void> {
    await this.request.delete(this.baseUrl(projectId, exampleId))
  }

  protected baseUrl(projectId: string, exampleId: number): string {
    return `/projects/${projectId}/examples/${exampleId}/${this.labelName}`
  }
}
