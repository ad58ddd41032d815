import ApiService from '@/services/api.service'

export interface ConfigItem {
  id: number
  modelName: string
}

export class APIConfigRepository {
  constructor(private readonly request = ApiService) {}

  async list(projectId: string): Promise<ConfigItem[]> {
    // @expect GET /v1/projects/{projectId}/configs
    const response = await this.request.get(`/projects/${projectId}/configs`)
    return response.data
  }

  async create(projectId: string, item: ConfigItem): Promise<ConfigItem> {
    // @expect POST /v1/projects/{projectId}/configs
    const response = await this.request.post(`/projects/${projectId}/configs`, {
      model_name: item.modelName
    })
    return response.data
  }

  // Nothing calls it: the words 'update' and 'create' in the pages' strings are event names
  // and translation keys, not calls.
  async update(projectId: string, item: ConfigItem): Promise<ConfigItem> {
    // @expect-none (never called: PUT /v1/projects/{projectId}/configs/{id} is no Tool)
    const response = await this.request.put(`/projects/${projectId}/configs/${item.id}`, {
      model_name: item.modelName
    })
    return response.data
  }

  async delete(projectId: string, itemId: number): Promise<void> {
    // @expect DELETE /v1/projects/{projectId}/configs/{itemId}
    await this.request.delete(`/projects/${projectId}/configs/${itemId}`)
  }
}
