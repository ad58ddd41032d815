import { APILabelRepository, LabelItem } from '@/repositories/apiLabelRepository'

export class LabelApplicationService {
  constructor(private readonly repository: APILabelRepository) {}

  public async list(projectId: string): Promise<LabelItem[]> {
    return await this.repository.list(projectId)
  }

  public async create(projectId: string, text: string): Promise<LabelItem> {
    return await this.repository.create(projectId, { id: 0, text })
  }

  public bulkDelete(projectId: string, items: LabelItem[]): Promise<void> {
    return this.repository.bulkDelete(projectId, items.map((item) => item.id))
  }
}
