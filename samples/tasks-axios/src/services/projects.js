import http from '@/lib/client';
import { MEMBERS, PROJECTS_URL } from '@/constants';

export const projects = {
  list(includeArchived = false, page = 1) {
    // @expect GET /api/projects
    return http.get(PROJECTS_URL, { params: { archived: includeArchived, page } });
  },

  rename(projectId, name) {
    // @expect PATCH /api/projects/{projectId}
    return http.patch(`${PROJECTS_URL}/${projectId}`, { name });
  },

  archive(id) {
    // @expect POST /api/projects/{id}/archive
    return http.post(`${PROJECTS_URL}/${id}/archive`);
  },
};

export async function inviteMember(projectId, email, role) {
  // @expect POST /api/projects/{projectId}/members
  const { data } = await http.post(`${PROJECTS_URL}/${projectId}/${MEMBERS}`, { email, role });
  return data;
}

export function removeMember(projectId, userId) {
  // @expect DELETE /api/projects/{projectId}/members/{userId}
  return http.delete(`${PROJECTS_URL}/${projectId}/${MEMBERS}/${userId}`);
}
