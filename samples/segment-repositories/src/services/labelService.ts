import { LabelItem, LabelRepository } from '../repositories/labelRepository'
import { repositories } from '../plugins/repositories'

// A service over one repository instance: each `new` hands it another one.
export class LabelService {
  constructor(private readonly repository: LabelRepository) {}

  async names(projectId: string): Promise<string[]> {
    const items: LabelItem[] = await this.repository.list(projectId)
    return items.map((item) => item.text)
  }
}

export const services = {
  categoryType: new LabelService(repositories.categoryType),
  spanType: new LabelService(repositories.spanType)
}
