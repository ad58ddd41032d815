import { http } from '../api/http'

export interface LabelItem {
  id: number
  text: string
}

// The path segment is a parameter property with a default: each `new` names its own.
export class LabelRepository {
  constructor(private readonly baseUrl = 'label', private readonly request = http) {}

  async list(projectId: string): Promise<LabelItem[]> {
    const url = `/projects/${projectId}/${this.baseUrl}s`
    const response = await this.request.get(url)
    return response.data
  }

  async create(projectId: string, item: LabelItem): Promise<LabelItem> {
    const url = `/projects/${projectId}/${this.baseUrl}s`
    // @expect POST /v1/projects/{projectId}/category-types
    const response = await this.request.post(url, { text: item.text })
    return response.data
  }

  async remove(projectId: string, labelId: number): Promise<void> {
    await this.request.delete(`/projects/${projectId}/${this.baseUrl}s/${labelId}`)
  }
}
