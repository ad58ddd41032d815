import { LabelRepository } from '../repositories/labelRepository'
import { ResourceRepository } from '../repositories/resourceRepository'

export interface Repositories {
  categoryType: LabelRepository
  spanType: LabelRepository
  label: LabelRepository
  users: ResourceRepository
}

export const repositories: Repositories = {
  categoryType: new LabelRepository('category-type'),
  spanType: new LabelRepository('span-type'),
  label: new LabelRepository(),
  users: new ResourceRepository('users')
}

export const teams = new ResourceRepository('teams')
