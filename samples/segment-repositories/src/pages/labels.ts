import { repositories } from '../plugins/repositories'
import { teams } from '../plugins/repositories'
import { services } from '../services/labelService'
import { ExportRepository } from '../repositories/exportRepository'

export async function categoryTypes(projectId: string) {
  // @expect GET /v1/projects/{projectId}/category-types
  return await repositories.categoryType.list(projectId)
}

export async function addSpanType(projectId: string, text: string) {
  // @expect POST /v1/projects/{projectId}/span-types
  return await repositories.spanType.create(projectId, { id: 0, text })
}

export async function removeLabel(projectId: string, labelId: number) {
  // @expect DELETE /v1/projects/{projectId}/labels/{labelId}
  await repositories.label.remove(projectId, labelId)
}

export async function listUsers() {
  // @expect GET /v1/users
  return await repositories.users.all()
}

export async function team(id: number) {
  // @expect GET /v1/teams/{id}
  return await teams.find(id)
}

export async function spanTypeNames(projectId: string) {
  // @expect GET /v1/projects/{projectId}/span-types
  return await services.spanType.names(projectId)
}

export async function download(exporter: ExportRepository, projectId: string) {
  return await exporter.download(projectId)     // (no instance: reviewed where it is made)
}
