import { gateway, resend, remove } from './http'

export function archiveProject(id) {
  // @expect POST /api/projects/{id}/archive
  return gateway(`/api/projects/${id}/archive`, { method: 'PATCH', data: { reason: 'done' } })
}

export function replaceDraft(id) {
  // @expect PUT /api/drafts/{id}
  return resend(`/api/drafts/${id}`, { method: 'POST' })
}

export function dropTag(name) {
  // @expect DELETE /api/tags/{name}
  return remove(`/api/tags/${name}`, { method: 'POST' })
}
