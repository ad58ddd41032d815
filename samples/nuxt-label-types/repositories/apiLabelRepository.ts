import ApiService from '@/services/api.service'

export interface LabelItem {
  id: number
  text: string
}

// The path segment is a constructor argument: each `new` names its own label type.
export class APILabelRepository {
  constructor(private readonly baseUrl = 'label', private readonly request = ApiService) {}

  async list(projectId: string): Promise<LabelItem[]> {
    const response = await this.request.get(`/projects/${projectId}/${this.baseUrl}s`)
    return response.data
  }

  async create(projectId: string, item: LabelItem): Promise<LabelItem> {
    const response = await this.request.post(`/projects/${projectId}/${this.baseUrl}s`, {
      text: item.text
    })
    return response.data
  }

  async bulkDelete(projectId: string, labelIds: number[]): Promise<void> {
    await this.request.delete(`/projects/${projectId}/${this.baseUrl}s`, { data: { ids: labelIds } })
  }

  async uploadFile(projectId: string, payload: FormData): Promise<void> {
    await this.request.post(`/projects/${projectId}/${this.baseUrl}-upload`, payload)
  }
}
